import type { Context } from 'hono';

/**
 * Generated HTML is hostile (docs/decisions/009-previews-and-click-to-edit.md). Served with these headers it runs in
 * an opaque origin (CSP sandbox without allow-same-origin), so its scripts can never reach
 * the app's cookies, storage or API. The app-wide middleware (security-headers.ts) keeps
 * this policy, adds `frame-ancestors` to it (this site, plus PREVIEW_ORIGIN when set: the
 * setting lives in the config, not here) and adds no X-Frame-Options, because the app frames
 * previews.
 */
export const SANDBOXED_HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': 'sandbox allow-scripts allow-forms allow-popups',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const;

export function sandboxedHtml(c: Context, html: string): Response {
  return c.body(html, 200, SANDBOXED_HTML_HEADERS);
}

/** The one refusal of the share route: tiny, uncacheable, and identical for every cause. */
export function previewNotFound(c: Context): Response {
  return c.body('Preview not found', 404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
