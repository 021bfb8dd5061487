import { type Dispatch, type RefObject, type SetStateAction, useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this visit began on a page the build pre-rendered (the landing page, sign-in,
 * sign-up, the changelog, the 404 page), rendered signed out, rather than on the empty app
 * shell. Read once, as the modules load, before React renders into #root. True while
 * pre-rendering itself (no document).
 */
export const STARTED_PRERENDERED =
  typeof document === 'undefined' || Boolean(document.getElementById('root')?.hasChildNodes());

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true after: what
 * only the browser can know (the address of a 404, say) waits for it, so hydration matches.
 * In a page the browser renders itself, true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * For a pre-rendered form whose fields are controlled: what was typed (or autofilled by a
 * password manager) into its named fields before React owned them is taken into the form's
 * state once hydration is done, or the next render would wipe it. A field's name is its key.
 */
export function useKeepEarlyInput<T extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
): void {
  useEffect(() => {
    const early: Record<string, string> = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.name && element.value !== '')
        early[element.name] = element.value;
    }
    if (Object.keys(early).length > 0) setValues((values) => ({ ...values, ...early }));
  }, [form, setValues]);
}
