/** The pages feature's public surface for other features (generation saves through it). */

/** The one rule for a page id in a path (generation's /:id/modify uses it too). */
export { sharePreviewRoutes } from './preview-routes.ts';
export { pagesRoutes } from './routes.ts';
export {
  addVersion,
  createPageWithFirstVersion,
  type PageRow,
  pageLimitMessage,
  type SaveDeps,
  type VersionRow,
  type WithinSave,
} from './save-version.ts';
export { MARKER_PREFIX } from './tailwind/compiled-marker.ts';
