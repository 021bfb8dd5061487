import type { AppDeps } from '../../app-context.ts';
import type { RenderDeps } from '../thumbnails/index.ts';

/** Checking a saved version (what the background job runs): the database and the renderer. */
export type CheckDeps = RenderDeps;

/**
 * Reading a page's check: CheckDeps (whether a browser will measure the page) and the job
 * queue (a missing or pending check is asked for).
 */
export type PageCheckReadDeps = CheckDeps & Pick<AppDeps, 'jobs'>;
