/**
 * The thumbnails feature's public surface: its routes, the renderer (render and inspect), the
 * thumbnail job (and the per-version render job shape it shares with page checks) and the
 * screenshot limits.
 */

export type {
  ContrastIssue,
  ElementRef,
  InspectOptions,
  LayoutBox,
  LayoutReport,
  TapTarget,
  TextFitIssue,
  ViewportLayout,
} from '../../lib/layout-report.ts';
export {
  DEFAULT_MAX_HEIGHT,
  DEFAULT_RENDER_TIMEOUT_MS,
  nullRenderer,
  type PageRenderer,
  RendererBusyError,
  RendererUnavailableError,
  RenderFailedError,
  type RenderOptions,
} from '../../lib/page-renderer.ts';
export { CHROMIUM_ARGS, type ChromiumRendererOptions, createChromiumRenderer } from './chromium-renderer.ts';
export { createPageRenderer, DEFAULT_CHROMIUM_PATH } from './create-renderer.ts';
export { makeThumbnail, THUMBNAIL_RENDER, type ThumbnailOutcome } from './make-thumbnail.ts';
export { pngSize } from './png.ts';
export { thumbnailsRoutes } from './routes.ts';
export { DEFAULT_SCREENSHOT_LIMIT, MAX_SCREENSHOT_BYTES } from './take-screenshot.ts';
export { requestThumbnail, THUMBNAIL_JOB, type ThumbnailJobPayload, thumbnailJob } from './thumbnail-job.ts';
export { requestVersionJob, type VersionJobPayload, versionRenderJob } from './version-render-job.ts';
