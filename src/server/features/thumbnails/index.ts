/**
 * The thumbnails feature's public surface: its routes, the renderer (render and inspect; its
 * contract, lib/page-renderer.ts and lib/layout-report.ts, passed on whole), the thumbnail job
 * (and the per-version render job shape it shares with page checks) and the screenshot limits.
 */

export type * from '../../lib/layout-report.ts';
export * from '../../lib/page-renderer.ts';
export { CHROMIUM_ARGS, type ChromiumRendererOptions, createChromiumRenderer } from './chromium-renderer.ts';
export { createPageRenderer, DEFAULT_CHROMIUM_PATH } from './create-renderer.ts';
export type { RenderDeps } from './deps.ts';
export { makeThumbnail, THUMBNAIL_RENDER, type ThumbnailOutcome } from './make-thumbnail.ts';
export { pngSize } from './png.ts';
export { thumbnailsRoutes } from './routes.ts';
export { DEFAULT_SCREENSHOT_LIMIT, MAX_SCREENSHOT_BYTES } from './take-screenshot.ts';
export { requestThumbnail, THUMBNAIL_JOB, thumbnailJob } from './thumbnail-job.ts';
export {
  findVersionToRender,
  type VersionJobPayload,
  type VersionToRender,
  versionRenderJob,
} from './version-render-job.ts';
