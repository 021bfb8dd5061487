/** The pages feature's public surface: its routes, and the page writer other features save through (generation). */

export type { SaveDeps } from './deps.ts';
export { toChatMessageDto } from './page-dto.ts';
export { sharePreviewRoutes } from './preview-routes.ts';
export { pagesRoutes } from './routes.ts';
export { savedEditOf } from './save-edit.ts';
export {
  addVersion,
  assertBaseVersion,
  createPageWithFirstVersion,
  type PageRow,
  pageLimitMessage,
  type VersionRow,
  type WithinSave,
} from './save-version.ts';
export { MARKER_PREFIX } from './tailwind/compiled-marker.ts';
