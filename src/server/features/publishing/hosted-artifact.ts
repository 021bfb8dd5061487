import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeHtml } from '../../../shared/html-escape.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface HostedArtifact {
  html: string;
  htmlBr: Buffer;
  htmlGzip: Buffer;
  digest: string;
}

/**
 * A neutral favicon (a rounded square), inline: a hosted page asks the server for nothing but
 * itself, and a browser's /favicon.ico request never reaches another page's slug.
 */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23334155'/%3E%3C/svg%3E";

/**
 * The page as `/p/{slug}` serves it: the wired export plus a canonical link to its public
 * address and a favicon (each only when the page has none), compressed once, at publish time,
 * with the strongest settings (brotli 11, gzip 9): a view then costs no compression at all.
 */
export async function buildHostedArtifact(wiredHtml: string, url: string): Promise<HostedArtifact> {
  const head: string[] = [];
  if (!/<link\b[^>]*\brel\s*=\s*["']?canonical\b/i.test(wiredHtml))
    head.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (!/<link\b[^>]*\brel\s*=\s*["']?(?:shortcut\s+)?icon\b/i.test(wiredHtml))
    head.push(`<link rel="icon" href="${FAVICON}">`);
  const html = head.length ? insertIntoHead(wiredHtml, head.join('')) : wiredHtml;
  const bytes = Buffer.from(html, 'utf8');
  const [htmlBr, htmlGzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { html, htmlBr, htmlGzip, digest: createHash('sha256').update(bytes).digest('base64url') };
}

/** Before `</head>`; else after `<head>`; else at the start of the document's markup. */
function insertIntoHead(html: string, tags: string): string {
  const close = /<\/head\s*>/i.exec(html);
  if (close) return html.slice(0, close.index) + tags + html.slice(close.index);
  const open = /<head\b[^>]*>/i.exec(html);
  if (open)
    return html.slice(0, open.index + open[0].length) + tags + html.slice(open.index + open[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + tags + html.slice(at);
}
