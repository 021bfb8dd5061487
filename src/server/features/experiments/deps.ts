import type { AppDeps } from '../../app-context.ts';

/** Experiments read and write the database and read the winner rules and PUBLIC_HOST from the config. */
export type ExperimentsDeps = Pick<AppDeps, 'db' | 'config'>;
