import type { AppDeps } from '../../app-context.ts';

/** What most pages use cases use: the database only. */
export type PagesDeps = Pick<AppDeps, 'db'>;

/**
 * What a save needs besides its input: the database, where to report a page whose Tailwind
 * could not be compiled, and whom to tell once it has committed. Every writer of pages and
 * versions (generation, chat and element edits, direct edits, rollbacks) saves through
 * save-version.ts with the app's deps, so work that follows a save (thumbnails, page checks)
 * hooks in once, in createApp, instead of in each of them. Tests may pass only `{ db }`.
 */
export type SaveDeps = PagesDeps & Partial<Pick<AppDeps, 'logger' | 'versionSaved'>>;
