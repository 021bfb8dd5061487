/**
 * What Tailwind 4 does differently from the v3 Play CDN that a page can see, put back the way
 * the v4 upgrade guide documents (https://tailwindcss.com/docs/upgrade-guide): grey default
 * borders, grey placeholders, pointer buttons, a 3 px blue ring, hover on touch screens too,
 * and the v3 sizes of the renamed shadow, radius and blur steps.
 */
export const V3_COMPAT_CSS = `
@custom-variant hover (&:hover);
@theme {
  --shadow-sm: 0 1px 2px 0 rgb(0 0 0 / 0.05);
  --radius-sm: 0.125rem;
  --blur-sm: 4px;
  --drop-shadow-sm: 0 1px 1px rgb(0 0 0 / 0.05);
  --default-ring-width: 3px;
  --default-ring-color: rgb(59 130 246 / 0.5);
}
@layer base {
  *, ::after, ::before, ::backdrop, ::file-selector-button { border-color: var(--color-gray-200, currentcolor); }
  input::placeholder, textarea::placeholder { color: var(--color-gray-400); }
  button:not(:disabled), [role="button"]:not(:disabled) { cursor: pointer; }
}
`;

/** Utilities v4 removed outright: compiled, they would silently do nothing. */
export const V3_ONLY_UTILITY =
  /^(?:[^:]*:)*-?(?:(?:bg|text|border|divide|ring|placeholder)-opacity-|decoration-(?:slice|clone)$)/;
