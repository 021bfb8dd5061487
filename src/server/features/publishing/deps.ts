import type { AppDeps } from '../../app-context.ts';

/** Publishing reads and writes the database, and builds addresses on the config's PUBLIC_HOST. */
export type PublishingDeps = Pick<AppDeps, 'db' | 'config'>;
