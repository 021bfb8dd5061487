import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillShell } from '../../scripts/prerender.ts';
import { APP_PAGES, NOT_FOUND_PAGE, PRERENDERED_PAGES, PUBLIC_PAGES } from '../../src/shared/public-pages.ts';
import { renderPage } from '../../src/web/entry-prerender.tsx';

const shell = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');

describe('pre-rendered pages (src/web/entry-prerender.tsx)', () => {
  // What each page must show with no script: its heading, and a way on.
  const expected: Record<(typeof PRERENDERED_PAGES)[number], RegExp[]> = {
    '/': [/<h1[^>]*>/, /href="\/register"/, /href="\/#pricing"/, /id="features"/],
    '/login': [/<input[^>]*id="username"/, /<input type="password"[^>]*id="password"/, /href="\/register"/],
    '/register': [/<input[^>]*id="username"/, /id="confirmPassword"/, /href="\/login"/],
    '/changelog': [/<h1[^>]*>Changelog<\/h1>/, /Loading changelog/],
    [NOT_FOUND_PAGE]: [/404 Page Not Found/, /No route matches(<!-- -->| )*this address/, /href="\/"/],
  };

  it.each(PRERENDERED_PAGES)(
    '%s renders signed out, with no error and no script needed to read it',
    async (page) => {
      const html = await renderPage(page);
      for (const pattern of expected[page]) expect(html, String(pattern)).toMatch(pattern);
      // Signed out: the public header, never the app's links or a spinner in their place.
      expect(html).toContain('href="/login"');
      expect(html).not.toContain('href="/dashboard"');
      // Every part in line and lazily loaded screens resolved: nothing waits for a script.
      expect(html).not.toMatch(/>Loading\.\.\.</);
      expect(html).not.toMatch(/<script|<template|hidden id="S:/);
    },
  );

  it('fills the shell: the page in #root and its own title, text kept as text', () => {
    const filled = fillShell(shell, '<p>$& and $1</p>', 'Sign in <now> & then');
    expect(filled).toContain('<div id="root"><p>$& and $1</p></div>');
    expect(filled).toContain('<title>Sign in &lt;now> &amp; then</title>');
    expect(filled).toContain('<script type="module" src="/main.tsx"></script>');
    expect(() => fillShell(shell.replace('<div id="root"></div>', '<div id="app"></div>'), '', 't')).toThrow(
      /no empty <div id="root">/,
    );
  });
});

describe('the route lists agree with the client router', () => {
  it('src/web/router.tsx routes exactly the public and app pages', () => {
    const router = readFileSync(new URL('../../src/web/router.tsx', import.meta.url), 'utf8');
    const routed = [...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(routed)).toEqual(new Set([...PUBLIC_PAGES, ...APP_PAGES]));
    expect(routed).toHaveLength(PUBLIC_PAGES.length + APP_PAGES.length);
  });
});
