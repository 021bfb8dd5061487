import { describe, expect, it } from 'vitest';
import { compileTailwindPage, type TailwindCompileResult } from './compile-page-css.ts';

const V3 = '<script src="https://cdn.tailwindcss.com"></script>';
const V4 = '<script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>';

const doc = (head: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>T</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

async function compiled(html: string) {
  const result = await compileTailwindPage(html);
  if (result.kind !== 'compiled') throw new Error(`not compiled: ${JSON.stringify(result)}`);
  const css = /<style>([\s\S]*?)<\/style>/.exec(result.html)?.[1] ?? '';
  return { ...result, css };
}

describe('compileTailwindPage', () => {
  it('builds exactly the classes the page uses, with arbitrary values and variants', async () => {
    const { css, html } = await compiled(
      doc(V4, '<div class="bg-blue-500 p-4 bg-[#123456] md:flex lg:grid-cols-3 hover:text-[#abcdef]"></div>'),
    );
    expect(css).toContain('.bg-blue-500{');
    expect(css).toContain('.p-4{');
    expect(css).toContain('.bg-\\[\\#123456\\]{background-color:#123456}');
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:flex\{display:flex\}/);
    expect(css).toMatch(/@media \(min-width:64rem\)\{\.lg\\:grid-cols-3\{/);
    expect(css).toMatch(/\.hover\\:text-\\\[\\#abcdef\\\]:hover\{color:#abcdef\}/);
    // Classes the page does not use are not there.
    expect(css).not.toContain('.bg-red-500');
    expect(css).not.toContain('.m-4');
    expect(css).not.toContain('.sm\\:flex');
    expect(html).not.toContain('@tailwindcss/browser');
    expect(html).not.toMatch(/<script/i);
  });

  it('puts one minified stylesheet at the end of <head> and keeps the rest of the page byte for byte', async () => {
    const original = doc(`${V3}\n<link rel="icon" href="data:,">`, '<p class="text-sm">Hi</p>');
    const result = await compiled(original);
    expect(result.sourceBytes).toBe(Buffer.byteLength(original, 'utf8'));
    expect(result.html.match(/<style>/g)).toHaveLength(1);
    expect(result.html).toMatch(/<link rel="icon" href="data:,">\n<style>[^\n]*\n[^\n]*<\/style>\n<\/head>/);
    expect(result.html.replace(/<style>[\s\S]*<\/style>\n/, '')).toBe(original.replace(`${V3}\n`, ''));
    expect(result.css).not.toMatch(/\n\s+/); // minified (the licence comment keeps its own line)
  });

  it('turns tailwind.config colours, fonts and sizes into theme variables', async () => {
    const config = `<script>
      tailwind.config = {
        darkMode: 'class',
        theme: {
          extend: {
            colors: { brand: { 50: '#fff7ed', DEFAULT: '#ea580c', dark: "#9a3412" }, ink: '#0f172a' },
            fontFamily: { display: ['"Playfair Display"', 'serif'], sans: ['Inter', 'sans-serif'] },
            fontSize: { hero: ['4.5rem', { lineHeight: '1.05' }] },
            borderRadius: { blob: '2.5rem' }, // trailing commas and comments are fine
          },
        },
      };
    </script>`;
    const { css, html } = await compiled(
      doc(
        `${V3}\n${config}`,
        '<h1 class="font-display text-hero bg-brand text-brand-dark dark:bg-ink rounded-blob bg-brand-50">Hi</h1>',
      ),
    );
    expect(css).toContain('--color-brand:#ea580c');
    expect(css).toContain('--color-brand-50:#fff7ed');
    expect(css).toContain('--color-brand-dark:#9a3412');
    expect(css).toContain('--font-display:"Playfair Display", serif');
    expect(css).toContain('--text-hero:4.5rem');
    expect(css).toContain('--text-hero--line-height:1.05');
    expect(css).toContain('--radius-blob:2.5rem');
    expect(css).toContain('.bg-brand{background-color:var(--color-brand)}');
    expect(css).toContain('.font-display{font-family:var(--font-display)}');
    // darkMode: 'class' -> the dark variant follows a .dark ancestor, not the system setting.
    expect(css).toMatch(/\.dark\\:bg-ink:where\(\.dark,\.dark \*\)\{background-color:var\(--color-ink\)\}/);
    expect(html).not.toContain('tailwind.config');
  });

  it('compiles text/tailwindcss blocks with @apply and @layer', async () => {
    const block = `<style type="text/tailwindcss">
      @tailwind base; @tailwind components; @tailwind utilities;
      @layer components { .btn-primary { @apply rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700; } }
    </style>`;
    const { css, html } = await compiled(doc(`${V3}\n${block}`, '<a class="btn-primary">Go</a>'));
    expect(css).toMatch(/@layer components\{\.btn-primary\{[^}]*background-color:var\(--color-indigo-600\)/);
    expect(css).toMatch(/\.btn-primary:hover\{background-color:var\(--color-indigo-700\)\}/);
    expect(html).not.toContain('text/tailwindcss');
    expect(html).not.toContain('@apply');
  });

  it('adds the v3 compatibility rules for the v3 CDN only', async () => {
    const body = '<button class="border ring shadow-sm">B</button>';
    const v3 = (await compiled(doc(V3, body))).css;
    expect(v3).toContain('border-color:var(--color-gray-200,currentcolor)');
    expect(v3).toContain('cursor:pointer');
    expect(v3).toContain('calc(3px + var(--tw-ring-offset-width))');
    expect(v3).toContain('0 1px 2px 0 var(--tw-shadow-color,#0000000d)');
    const v4 = (await compiled(doc(V4, body))).css;
    expect(v4).not.toContain('--color-gray-200');
    expect(v4).not.toContain('cursor:pointer');
    expect(v4).toContain('calc(1px + var(--tw-ring-offset-width))');
  });

  it('gives every page a fresh compiler: page A never leaks its theme or classes into page B', async () => {
    const pageA = doc(
      `${V3}<script>tailwind.config = { theme: { extend: { colors: { secret: '#010203' } } } }</script>`,
      '<div class="bg-secret text-9xl"></div>',
    );
    const pageB = doc(V3, '<div class="p-2"></div>');
    const [a, b] = await Promise.all([compiled(pageA), compiled(pageB)]);
    expect(a.css).toContain('#010203');
    expect(b.css).not.toContain('secret');
    expect(b.css).not.toContain('#010203');
    expect(b.css).not.toContain('text-9xl');
    // And again after A: still nothing of it.
    expect((await compiled(pageB)).css).toBe(b.css);
  });

  it('leaves pages without a Tailwind runtime alone', async () => {
    const plain = doc(
      '<style>.x{color:red}</style>',
      '<div class="bg-blue-500">tailwind is a word here</div>',
    );
    expect(await compileTailwindPage(plain)).toEqual({ kind: 'none' });
    // A text/tailwindcss block without a runtime styles nothing today: not ours to change.
    expect(await compileTailwindPage(doc('<style type="text/tailwindcss">.a{}</style>', ''))).toEqual({
      kind: 'none',
    });
  });

  it.each([
    ['a function in the config', 'tailwind.config = { theme: { extend: { colors: ({ theme }) => ({}) } } }'],
    ['an identifier', 'tailwind.config = { theme: { extend: { colors: myColours } } }'],
    ['code around it', "const c = '#fff'; tailwind.config = { theme: {} }"],
    ['a plugin', 'tailwind.config = { plugins: [require("x")] }'],
    [
      'an unknown theme key',
      "tailwind.config = { theme: { extend: { backgroundImage: { hero: 'url(x.png)' } } } }",
    ],
    [
      'a value escaping its declaration',
      "tailwind.config = { theme: { extend: { colors: { a: 'red; } body { x: y' } } } }",
    ],
    ['a template placeholder', `tailwind.config = { theme: { extend: { colors: { a: \`$\{x}\` } } } }`],
    ['a syntax error', "tailwind.config = { theme: { extend: { colors: { a: '#fff' } }"],
  ])('leaves the page unchanged when the config has %s', async (_, script) => {
    const result: TailwindCompileResult = await compileTailwindPage(
      doc(`${V3}<script>${script}</script>`, '<div class="bg-a"></div>'),
    );
    expect(result.kind).toBe('skipped');
    expect(result.kind === 'skipped' && result.reason).toMatch(/^tailwind\.config: /);
  });

  it('leaves the page unchanged when an @apply cannot compile or v3-only utilities are used', async () => {
    const badApply = doc(
      `${V3}<style type="text/tailwindcss">.x { @apply no-such-class; }</style>`,
      '<p class="x"></p>',
    );
    expect(await compileTailwindPage(badApply)).toMatchObject({
      kind: 'skipped',
      reason: /^compile failed: /,
    });
    const opacity = doc(V3, '<div class="bg-black bg-opacity-50"></div>');
    expect(await compileTailwindPage(opacity)).toMatchObject({ kind: 'skipped', reason: /bg-opacity-50/ });
    const forms = doc(
      '<script src="https://cdn.tailwindcss.com?plugins=forms,typography"></script>',
      '<input>',
    );
    expect(await compileTailwindPage(forms)).toMatchObject({
      kind: 'skipped',
      reason: 'uses the forms plugin',
    });
    // Plugins the page has nothing for (or v4 has built in) do not stand in the way.
    const unused = doc(
      '<script src="https://cdn.tailwindcss.com?plugins=forms,line-clamp"></script>',
      '<p class="line-clamp-2"></p>',
    );
    expect((await compileTailwindPage(unused)).kind).toBe('compiled');
  });

  it('cannot be made to close its <style> early', async () => {
    const { html } = await compiled(
      doc(V4, `<div class="content-['</style><script>alert(1)</script>']"></div>`),
    );
    // The first "</style>" after the stylesheet's start must be its own end.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain('alert(1)');
    expect(style).toMatch(/<\\\/style/);
  });
});
