import type { AppDeps } from '../../app-context.ts';

/** What the media use cases use: the database only. */
export type MediaDeps = Pick<AppDeps, 'db'>;
