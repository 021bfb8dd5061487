/** The thumbnails feature's public surface: renderer (render and inspect), thumbnail job (and the per-version render job shape it shares with page checks), and the two page use cases. */

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
export { getThumbnail, parseThumbnailQuery, type Thumbnail } from './get-thumbnail.ts';
export { makeThumbnail, THUMBNAIL_RENDER, type ThumbnailOutcome } from './make-thumbnail.ts';
export { pngSize } from './png.ts';
export {
  DEFAULT_SCREENSHOT_LIMIT,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_RENDER,
  type ScreenshotResponse,
  screenshotFilename,
  takeScreenshot,
} from './take-screenshot.ts';
export { requestThumbnail, THUMBNAIL_JOB, type ThumbnailJobPayload, thumbnailJob } from './thumbnail-job.ts';
export { thumbnailResponse } from './thumbnail-response.ts';
export { requestVersionJob, type VersionJobPayload, versionRenderJob } from './version-render-job.ts';
