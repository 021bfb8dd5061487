/** Hosted publishing: a page's live version at /p/{slug} (docs/product.md, 'Publishing'). */

export { rewirePublication } from './publish-page.ts';
export { hostedPageRoutes, publicationRoutes } from './routes.ts';
