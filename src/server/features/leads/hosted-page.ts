import { escapeHtml } from '../../../shared/html-escape.ts';
/**
 * The small page a visitor without JavaScript sees after submitting (the capture endpoint
 * answers a plain form post with it when the page has no thank-you URL), and the same page
 * for a refusal. Served from the app's origin under its strict CSP: no scripts, one inline
 * style sheet allowed by 'unsafe-inline' styles, all text escaped.
 */

export function hostedPage(options: { title: string; message: string; backUrl: string | null }): string {
  const back = options.backUrl ? `<p><a href="${escapeHtml(options.backUrl)}">Back to the page</a></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}h1{margin:0 0 .5rem;font-size:1.5rem}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>${back}</main></body></html>`;
}

/** Only an http(s) page the visitor came from is worth a link back. */
export function backLinkFrom(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
