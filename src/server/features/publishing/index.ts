/** Hosted publishing: a page's live version at /p/{slug} (docs/product.md, 'Publishing'). */

export { hostedNotFound, hostedPageResponse } from './hosted-response.ts';
export {
  buildPageArtifact,
  type HostedPage,
  publicUrl,
  readHostedPageOf,
  rewirePublication,
} from './publish-page.ts';
export { hostedPageRoutes, publicationRoutes } from './routes.ts';
