/** The folders feature's public surface for other features (pages checks folder ownership). */
export { findOwnedFolder } from './find-owned-folder.ts';
export { foldersRoutes } from './routes.ts';
