import type { AppDeps } from '../../app-context.ts';

/** The instance's renderer alone: the jobs are made before the app, without its screenshot limit. */
type Renderer = { rendering: Pick<AppDeps['rendering'], 'renderer'> };

/** Drawing a saved version (thumbnails; page checks too): the database and the renderer. */
export type RenderDeps = Pick<AppDeps, 'db'> & Renderer;

/** A per-version render job: RenderDeps, and the logger for what it skipped or made. */
export type RenderJobDeps = RenderDeps & Pick<AppDeps, 'logger'>;

/** Asking for a per-version job: the job queue only. */
export type JobRequestDeps = Pick<AppDeps, 'jobs'>;

/**
 * Reading a thumbnail: the database, the job queue (a missing one is asked for) and the
 * renderer (without a browser it will never come).
 */
export type ThumbnailReadDeps = RenderDeps & JobRequestDeps;

/** Remix screenshots: the database (the page, the rate limit), the renderer and the limit. */
export type ScreenshotDeps = Pick<AppDeps, 'db' | 'rendering'>;
