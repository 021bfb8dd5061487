/** The pages feature's public surface for other features (generation saves through it). */

/** The one rule for a page id in a path (generation's /:id/modify uses it too). */
export { parsePageId } from './route-ids.ts';
export {
  addVersion,
  createPageWithFirstVersion,
  findOwnedPage,
  type PageRow,
  pageLimitMessage,
  type VersionRow,
  type WithinSave,
} from './save-version.ts';
