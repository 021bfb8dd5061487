import type { MiddlewareHandler } from 'hono';

/**
 * Headers for the app's own responses. Generated pages get a different, sandboxing policy
 * from the previews feature; this one protects the application shell.
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
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!headers.has('X-Frame-Options') && !headers.get('Content-Security-Policy')?.includes('sandbox')) {
      headers.set('X-Frame-Options', 'DENY');
    }
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
