/**
 * The pages anyone may read without signing in, the ones search engines should know
 * (docs/product.md, 'Roles and access'): the landing page, sign-in, sign-up and the changelog.
 * The server lists them in sitemap.xml; everything else is the signed-in app or the API.
 */
export const PUBLIC_PAGES = ['/', '/login', '/register', '/changelog'] as const;
