import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { SANDBOXED_HTML_HEADERS } from '../../lib/sandboxed-html.ts';
import { SANDBOX_FRAME_DOCUMENT } from './frame-document.ts';

/**
 * GET /sandbox-frame: the same bytes for everyone, so it may be cached; the sandbox policy
 * travels in the header, which is what makes it an opaque origin however it is opened.
 */
export const sandboxFrameRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.body(SANDBOX_FRAME_DOCUMENT, 200, {
    ...SANDBOXED_HTML_HEADERS,
    'Cache-Control': 'public, max-age=3600',
  }),
);
