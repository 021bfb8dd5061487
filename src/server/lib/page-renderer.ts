import type { InspectOptions, LayoutReport } from './layout-report.ts';

/**
 * Turning a page's HTML into a PNG, or measuring its layout, behind an interface: the
 * Chromium implementation lives in chromium-renderer.ts; the null renderer stands in when no
 * browser is installed, so callers degrade (no thumbnails, 503 for screenshots, page checks
 * without the rendered part) instead of failing.
 */

export interface RenderOptions {
  /** Layout viewport in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel: below 1 shrinks the image without changing the layout. */
  scale?: number;
  /** Capture the whole page height instead of the viewport, clipped to maxHeight CSS pixels. */
  fullPage?: boolean;
  maxHeight?: number;
  /** Ceiling for the whole render, scripted attempt and script-free fallback together. */
  timeoutMs?: number;
}

export interface PageRenderer {
  /** False for the null renderer: render() would always fail. */
  readonly available: boolean;
  /** Resolves with PNG bytes. Rejects with one of the RenderError classes below. */
  render(html: string, options: RenderOptions): Promise<Buffer>;
  /**
   * Lays the page out at each width and measures it (layout-report.ts), with the same
   * isolation, time bound and waiting line as render(). Rejects like render().
   */
  inspect(html: string, options: InspectOptions): Promise<LayoutReport>;
  /** Stops the browser; later renders fail as unavailable. */
  close(): Promise<void>;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_HEIGHT = 4000;

export class RenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** No browser is installed, it could not be started, or the renderer was closed. */
export class RendererUnavailableError extends RenderError {}

/** Too many renders are already waiting; the caller may try again shortly. */
export class RendererBusyError extends RenderError {}

/** The page could not be captured within the time bound, even with scripts off. */
export class RenderFailedError extends RenderError {}

export const nullRenderer: PageRenderer = {
  available: false,
  render: async () => {
    throw new RendererUnavailableError('No Chromium browser is available on this server');
  },
  inspect: async () => {
    throw new RendererUnavailableError('No Chromium browser is available on this server');
  },
  close: async () => {},
};
