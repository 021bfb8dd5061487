import type { AppDeps } from '../../app-context.ts';

/** What the folders use cases use: the database only. */
export type FoldersDeps = Pick<AppDeps, 'db'>;
