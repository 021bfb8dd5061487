import { PRODUCT_NAME } from './constants.ts';

/**
 * The pages anyone may read without signing in, the ones search engines should know
 * (docs/product.md, 'Roles and access'): the landing page, sign-in, sign-up and the changelog.
 * The build pre-renders them to HTML (src/web/entry-prerender.tsx), the server sends that HTML
 * for their addresses and lists them in sitemap.xml; everything else is the signed-in app or
 * the API.
 */
export const PUBLIC_PAGES = ['/', '/login', '/register', '/changelog'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The 404 page is pre-rendered too, and sent (status 404) for any address nothing else owns. */
export const NOT_FOUND_PAGE = 'not-found';
export type PrerenderedPage = PublicPage | typeof NOT_FOUND_PAGE;
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [...PUBLIC_PAGES, NOT_FOUND_PAGE];

/**
 * The signed-in app's pages, as src/web/router.tsx routes them (a unit test keeps the two
 * equal): the server sends them the empty app shell, which renders them in the browser.
 */
export const APP_PAGES = [
  '/dashboard',
  '/leads',
  '/experiments',
  '/experiments/:id',
  '/generator',
  '/details/:id',
  '/variations/:groupId',
  '/edit/:id',
  '/edit-test/:id',
  '/upgrade',
  '/admin',
] as const;

/** The app's title, shown on every page without one of its own. */
export const DEFAULT_TITLE = `${PRODUCT_NAME} — AI landing pages for your funnels`;

/** Each pre-rendered page's title: the browser tab, search results and shared links. */
export const PAGE_TITLES: Record<PrerenderedPage, string> = {
  '/': DEFAULT_TITLE,
  '/login': `Sign in — ${PRODUCT_NAME}`,
  '/register': `Create your account — ${PRODUCT_NAME}`,
  '/changelog': `Changelog — ${PRODUCT_NAME}`,
  [NOT_FOUND_PAGE]: `Page not found — ${PRODUCT_NAME}`,
};

/** Where the build writes the pre-rendered pages, under the web build's folder. */
export const PRERENDERED_DIR = 'prerendered';

/** The file holding a pre-rendered page, under PRERENDERED_DIR. */
export function prerenderedFile(page: PrerenderedPage): string {
  if (page === '/') return 'home.html';
  if (page === NOT_FOUND_PAGE) return '404.html';
  return `${page.slice(1)}.html`;
}

/**
 * Whether a URL path is a route pattern's page, matched as the client router (wouter) matches
 * it: letters in any case, one optional trailing slash, a `:name` for one non-empty segment.
 */
export function matchesRoute(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i').test(path);
}

/** The public page a URL path names, if any. */
export function publicPageAt(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => matchesRoute(page, path));
}

/** Whether a URL path is one of the signed-in app's pages. */
export function isAppPage(path: string): boolean {
  return APP_PAGES.some((pattern) => matchesRoute(pattern, path));
}

/** The title of the page at a URL path: a public page's own, the app's, or the 404 page's. */
export function pageTitle(path: string): string {
  const page = publicPageAt(path);
  if (page) return PAGE_TITLES[page];
  return isAppPage(path) ? DEFAULT_TITLE : PAGE_TITLES[NOT_FOUND_PAGE];
}
