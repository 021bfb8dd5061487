import type { MiddlewareHandler } from 'hono';

/**
 * Headers for the app's own responses. Generated pages get a different, sandboxing policy
 * from the previews feature; this one protects the application shell.
 *
 * Generated HTML (a CSP with `sandbox`) gets no X-Frame-Options, because the app frames it,
 * but it must not be framed by anyone else: another site could dress a share link or a
 * preview up as its own, or overlay it to steer clicks. `frame-ancestors 'self'` allows what
 * the app does (the shell frames /sandbox-frame and the preview routes from its own origin;
 * the sandbox frame's nested page is a srcdoc document, which is never checked), plus the
 * preview origin when PREVIEW_ORIGIN is set, which may host such frames itself. A share link
 * opened as a page of its own is not framed, so it still opens.
 */
export function appSecurityHeaders(options: { previewOrigin?: string }): MiddlewareHandler {
  const frameSources = ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'];
  if (options.previewOrigin) frameSources.push(options.previewOrigin);
  const csp = [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    // Radix positions popovers with inline styles; no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    `frame-src ${frameSources.join(' ')} blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const sandboxAncestors = ["'self'"];
  if (options.previewOrigin) sandboxAncestors.push(new URL(options.previewOrigin).origin);
  const sandboxFraming = `frame-ancestors ${sandboxAncestors.join(' ')}`;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const own = headers.get('Content-Security-Policy');
    if (!own) headers.set('Content-Security-Policy', csp);
    else if (isSandboxPolicy(own) && !/(^|;)\s*frame-ancestors\b/i.test(own)) {
      headers.set('Content-Security-Policy', `${own}; ${sandboxFraming}`);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!headers.has('X-Frame-Options') && !isSandboxPolicy(headers.get('Content-Security-Policy') ?? '')) {
      headers.set('X-Frame-Options', 'DENY');
    }
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}

/** A policy with a `sandbox` directive: generated HTML, which the app itself frames. */
function isSandboxPolicy(csp: string): boolean {
  return /(^|;)\s*sandbox\b/i.test(csp);
}
