import { describe, expect, it } from 'vitest';
import {
  APP_PAGES,
  DEFAULT_TITLE,
  isAppPage,
  matchesRoute,
  NOT_FOUND_PAGE,
  PAGE_TITLES,
  PRERENDERED_PAGES,
  pageTitle,
  prerenderedFile,
  publicPageAt,
} from './public-pages.ts';

describe('matchesRoute, as the client router matches', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/LOGIN', true],
    ['/login', '/login//', false],
    ['/login', '/login/x', false],
    ['/login', '/loginx', false],
    ['/details/:id', '/details/42', true],
    ['/details/:id', '/details/42/', true],
    ['/details/:id', '/details/', false],
    ['/details/:id', '/details/42/deeper', false],
    ['/edit-test/:id', '/edit-test/7', true],
    ['/edit/:id', '/edit-test/7', false],
  ])('%s ~ %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

describe('which page an address is', () => {
  it('public pages, app pages and everything else', () => {
    expect(publicPageAt('/')).toBe('/');
    expect(publicPageAt('/changelog/')).toBe('/changelog');
    expect(publicPageAt('/dashboard')).toBeUndefined();
    expect(isAppPage('/dashboard')).toBe(true);
    expect(isAppPage('/variations/abc')).toBe(true);
    expect(isAppPage('/changelog')).toBe(false);
    expect(isAppPage('/nope')).toBe(false);
    // A regular-expression character in an address is only text.
    expect(isAppPage('/dashboarX')).toBe(false);
    expect(APP_PAGES.some((page) => publicPageAt(page))).toBe(false);
  });

  it('titles: the page own, the app default, or the 404 title', () => {
    expect(pageTitle('/login')).toBe('Sign in — Pagecraft');
    expect(pageTitle('/')).toBe(DEFAULT_TITLE);
    expect(pageTitle('/edit/3')).toBe(DEFAULT_TITLE);
    expect(pageTitle('/no-such-page')).toBe(PAGE_TITLES[NOT_FOUND_PAGE]);
    expect(new Set(PRERENDERED_PAGES.map((page) => PAGE_TITLES[page])).size).toBe(PRERENDERED_PAGES.length);
  });

  it('each pre-rendered page has its own file', () => {
    const files = PRERENDERED_PAGES.map(prerenderedFile);
    expect(files).toEqual(['home.html', 'login.html', 'register.html', 'changelog.html', '404.html']);
  });
});
