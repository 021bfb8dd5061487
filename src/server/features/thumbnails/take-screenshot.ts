import { and, eq } from 'drizzle-orm';
import { landingPages } from '../../db/schema/index.ts';
import { AppError, notFound, tooManyRequests } from '../../lib/errors.ts';
import {
  RendererBusyError,
  RendererUnavailableError,
  RenderFailedError,
  type RenderOptions,
} from '../../lib/page-renderer.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { ScreenshotDeps } from './deps.ts';

/**
 * The answer (docs/product.md, 'Remix'), stored by the dashboard as the remix hand-off's
 * screenshotImage.
 */
export interface ScreenshotResponse {
  screenshot: {
    /**
     * base64 without a data-URL prefix: the generator's reference-image form
     * (docs/product.md, 'Reference images and URLs').
     */
    data: string;
    filename: string;
    mimeType: 'image/png';
  };
}

/** The whole page at desktop width, clipped to 4000 px: enough for a model to see the layout. */
export const SCREENSHOT_RENDER: RenderOptions = {
  width: 1280,
  height: 800,
  fullPage: true,
  maxHeight: 4000,
};

/**
 * The hand-off goes through localStorage (about 5 million characters per origin) and then
 * becomes a reference image (at most 7,000,000 base64 characters): 2 MB of PNG, 2.8 million
 * characters, fits both. Typical pages give 0.3-0.8 MB; busier ones are drawn smaller.
 */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;
const SCALES = [1, 0.5, 0.25];

export const DEFAULT_SCREENSHOT_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

/**
 * POST /api/landing-pages/{id}/screenshot: a PNG of the live version for remixing. Counted
 * per user (each one occupies the browser for about a second) after the cheap checks, so a
 * refused or impossible request costs the user nothing.
 */
export async function takeScreenshot(
  deps: ScreenshotDeps,
  input: { userId: number; pageId: number },
): Promise<ScreenshotResponse> {
  const { db, rendering } = deps;
  const { userId, pageId } = input;
  const [page] = await db
    .select({ title: landingPages.title, html: landingPages.generatedHtml })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!page) throw notFound('Landing page not found');
  if (!rendering.renderer.available) throw unavailable();
  const hit = await hitRateLimit(db, `screenshot:user:${userId}`, rendering.screenshotLimit);
  if (hit.limited) {
    throw tooManyRequests(
      'Too many screenshots. Please wait a few minutes and try again.',
      hit.retryAfterSeconds,
    );
  }

  for (const scale of SCALES) {
    const png = await render(rendering, page.html, { ...SCREENSHOT_RENDER, scale });
    if (png.length <= MAX_SCREENSHOT_BYTES) {
      return {
        screenshot: {
          data: png.toString('base64'),
          filename: screenshotFilename(page.title),
          mimeType: 'image/png',
        },
      };
    }
  }
  throw new AppError(422, 'The page is too large to capture as an image.');
}

async function render(
  rendering: ScreenshotDeps['rendering'],
  html: string,
  options: RenderOptions,
): Promise<Buffer> {
  try {
    return await rendering.renderer.render(html, options);
  } catch (error) {
    if (error instanceof RendererUnavailableError) throw unavailable();
    if (error instanceof RendererBusyError) {
      throw new AppError(503, 'The screenshot service is busy. Please try again in a moment.', {
        'Retry-After': '5',
      });
    }
    if (error instanceof RenderFailedError) {
      throw new AppError(422, 'The page could not be captured as an image.');
    }
    throw error;
  }
}

const unavailable = () =>
  new AppError(
    503,
    'Screenshots are not available on this server (no browser is installed or it could not start).',
  );

/** `{title-slug}-screenshot.png`, e.g. 'Acme Plumbing' -> 'acme-plumbing-screenshot.png'. */
export function screenshotFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'landing-page'}-screenshot.png`;
}
