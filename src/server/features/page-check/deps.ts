import type { AppDeps } from '../../app-context.ts';
import type { RenderDeps } from '../thumbnails/index.ts';

/** Checking a saved version (what the background job runs): the database and the renderer. */
export type CheckDeps = RenderDeps;

/** The background job itself: CheckDeps, and the logger for a rule that could not run. */
export type CheckJobDeps = CheckDeps & Pick<AppDeps, 'logger'>;

/**
 * Reading a page's check: CheckDeps (whether a browser will measure the page) and the job
 * queue (a missing or pending check is asked for).
 */
export type PageCheckReadDeps = CheckDeps & Pick<AppDeps, 'jobs'>;
