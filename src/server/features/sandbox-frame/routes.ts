import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import { SANDBOXED_HTML_HEADERS } from '../../lib/sandboxed-html.ts';
import { SANDBOX_FRAME_DOCUMENT } from './frame-document.ts';

/**
 * The frame's policy: the sandbox of every generated-HTML answer, plus `form-action 'none'`.
 * A page shown here is in-memory HTML (a draft, a stream), whose forms are not wired to lead
 * capture and have nowhere legitimate to post; and since this document answers at the app's
 * address, a form submitted from it must never carry what someone typed (a password) anywhere.
 * The nested srcdoc page inherits the policy. Share links, previews and published pages, whose
 * wired forms do post, are served by their own routes with SANDBOXED_HTML_HEADERS alone.
 */
export const SANDBOX_FRAME_CSP = `${SANDBOXED_HTML_HEADERS['Content-Security-Policy']}; form-action 'none'`;

/**
 * GET /sandbox-frame: the same bytes for everyone, so it may be cached; the sandbox policy
 * travels in the header, which is what makes it an opaque origin however it is opened.
 */
export const sandboxFrameRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.body(SANDBOX_FRAME_DOCUMENT, 200, {
    ...SANDBOXED_HTML_HEADERS,
    'Content-Security-Policy': SANDBOX_FRAME_CSP,
    'Cache-Control': 'public, max-age=3600',
  }),
);
