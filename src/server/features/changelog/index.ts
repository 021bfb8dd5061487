/**
 * The changelog feature's face: its public route (mounted by app.ts) and the entry writes the
 * admin console's routes call (with the admin's audit recorder).
 */
export { deleteChangelogEntry, type ManageChangelogDeps, putChangelogEntry } from './manage-changelog.ts';
export { changelogRoutes } from './routes.ts';
