/** The thumbnails feature's public surface: renderer, queue, and the two page use cases. */
export { CHROMIUM_ARGS, type ChromiumRendererOptions, createChromiumRenderer } from './chromium-renderer.ts';
export { createPageRenderer, DEFAULT_CHROMIUM_PATH } from './create-renderer.ts';
export { createThumbnailQueue } from './create-thumbnail-queue.ts';
export { getThumbnail, parseThumbnailQuery, type Thumbnail } from './get-thumbnail.ts';
export { makeThumbnail, THUMBNAIL_RENDER, type ThumbnailOutcome } from './make-thumbnail.ts';
export { pngSize } from './png.ts';
export {
  DEFAULT_MAX_HEIGHT,
  DEFAULT_RENDER_TIMEOUT_MS,
  nullRenderer,
  type PageRenderer,
  RendererBusyError,
  RendererUnavailableError,
  RenderFailedError,
  type RenderOptions,
} from './renderer.ts';
export {
  DEFAULT_SCREENSHOT_LIMIT,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_RENDER,
  type ScreenshotResponse,
  screenshotFilename,
  takeScreenshot,
} from './take-screenshot.ts';
export { createInProcessQueue, nullThumbnailQueue, type ThumbnailQueue } from './thumbnail-queue.ts';
export { thumbnailResponse } from './thumbnail-response.ts';
