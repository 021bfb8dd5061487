/** The pages feature's public surface for other features (generation saves through it). */
export {
  addVersion,
  createPageWithFirstVersion,
  findOwnedPage,
  type PageRow,
  pageLimitMessage,
  type VersionRow,
} from './save-version.ts';
