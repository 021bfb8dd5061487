import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../lib/logger.ts';
import { htmlToSave } from './compile-for-save.ts';
import { compileTailwindPage } from './compile-page-css.ts';
import { MARKER_PREFIX } from './compiled-marker.ts';

const page = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>T</title>
<script src="https://cdn.tailwindcss.com"></script>
<script>tailwind.config = { theme: { extend: { colors: { brand: { 600: '#0d9488' } } } } }</script>
</head>
<body>
<h1 class="text-brand-600 p-4">Hello</h1>
<section class="grid">Body</section>
</body>
</html>
`;

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;

async function compiledPage() {
  const result = await compileTailwindPage(page);
  if (result.kind !== 'compiled') throw new Error(`not compiled: ${JSON.stringify(result)}`);
  return result.html;
}

function recordingLogger() {
  const warnings: { message: string; details?: Record<string, unknown> }[] = [];
  const logger = {
    debug: () => {},
    info: () => {},
    warn: (message: string, details?: Record<string, unknown>) => warnings.push({ message, details }),
    error: () => {},
  } as unknown as Logger;
  return { logger, warnings };
}

describe('recompiling a compiled page on save', () => {
  it('marks the compiled stylesheet with what rebuilds it', async () => {
    expect(styleOf(await compiledPage()).startsWith(MARKER_PREFIX)).toBe(true);
  });

  it('builds classes added after the compile, with the original theme, and changes nothing else', async () => {
    const compiled = await compiledPage();
    const edited = compiled.replace(
      '<section class="grid">',
      '<section class="grid bg-emerald-500 md:grid-cols-3"><p class="bg-brand-600">New</p>',
    );
    const saved = await htmlToSave(edited);
    expect(saved.sourceBytes).toBeNull();
    const css = styleOf(saved.html);
    expect(css).toContain('.bg-emerald-500{background-color:var(--color-emerald-500)}');
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:grid-cols-3\{/);
    expect(css).toContain('--color-brand-600:#0d9488');
    expect(css).toContain('.bg-brand-600{background-color:var(--color-brand-600)}');
    expect(css).toContain('.text-brand-600{'); // the classes it had stay
    expect(css).toContain('.p-4{');
    // Only the stylesheet's text changed.
    expect(saved.html.replace(css, '')).toBe(edited.replace(styleOf(edited), ''));
    // And the rebuilt stylesheet is marked too: the next save of the same classes is a no-op.
    expect(await htmlToSave(saved.html)).toEqual({ html: saved.html, sourceBytes: null });
  });

  it('leaves a page whose classes did not change byte for byte identical', async () => {
    const compiled = await compiledPage();
    const edited = compiled.replace('>Hello<', '>Hello again<');
    expect(await compileTailwindPage(compiled)).toEqual({ kind: 'none' });
    expect(await htmlToSave(compiled)).toEqual({ html: compiled, sourceBytes: null });
    // Text counts as candidates too (the scanner cannot tell), so a new word may rebuild:
    // the stylesheet then stays the same CSS.
    const saved = await htmlToSave(edited);
    expect(saved.html.replace(/\/\*pagecraft-tailwind:[^*]*\*\//, '')).toBe(
      edited.replace(/\/\*pagecraft-tailwind:[^*]*\*\//, ''),
    );
  });

  it('treats a stylesheet without its marker, or edited by hand, as plain CSS', async () => {
    const compiled = await compiledPage();
    const addClass = (html: string) =>
      html.replace('<section class="grid">', '<section class="grid bg-emerald-500">');
    const unmarked = addClass(compiled.replace(/\/\*pagecraft-tailwind:[^*]*\*\//, ''));
    expect(await htmlToSave(unmarked)).toEqual({ html: unmarked, sourceBytes: null });
    const handEdited = addClass(compiled.replace('.p-4{', '.p-4{color:red;'));
    expect(await htmlToSave(handEdited)).toEqual({ html: handEdited, sourceBytes: null });
  });

  it('keeps the page as sent and warns when the marker payload is corrupt', async () => {
    const compiled = await compiledPage();
    const corrupt = compiled
      .replace(/\/\*pagecraft-tailwind:[^*]*\*\//, `${MARKER_PREFIX}not-a-payload*/`)
      .replace('<section class="grid">', '<section class="grid bg-emerald-500">');
    const { logger, warnings } = recordingLogger();
    expect(await htmlToSave(corrupt, logger)).toEqual({ html: corrupt, sourceBytes: null });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe('tailwind left as it was');
    expect(warnings[0]!.details?.reason).toMatch(/^corrupt marker: /);
  });
});
