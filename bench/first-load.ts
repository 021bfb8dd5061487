import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRERENDERED_DIR, prerenderedFile } from '../src/shared/public-pages.ts';

/**
 * First-load JavaScript for `/`: the entry script plus every chunk it statically imports
 * (what the browser must fetch before the landing page renders), gzip-compressed here (the
 * budget's measure; measureFirstLoadOverWire has the bytes the server really sends).
 */
export function measureFirstLoad(webRoot: string): {
  files: string[];
  cssFiles: string[];
  gzipBytes: number;
  cssGzipBytes: number;
} {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
    .map((match) => match[1]!)
    .filter(Boolean);
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(webRoot, url), 'utf8');
    // Static imports only (`import ... from "./x.js"` / `import "./x.js"`); dynamic import() loads later.
    for (const match of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  }
  const files = [...seen];
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webRoot, file))).length,
    0,
  );
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const cssGzipBytes = css.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webRoot, file))).length,
    0,
  );
  return { files, cssFiles: css, gzipBytes, cssGzipBytes };
}

export interface WireFigure {
  /** Requests made: `/`, then its first-load scripts and stylesheets. */
  requests: { url: string; coding: string; wireBytes: number; rawBytes: number }[];
  /** Body bytes as they came over the connection (compressed), and as files (uncompressed). */
  wireBytes: number;
  rawBytes: number;
  jsWireBytes: number;
  jsRawBytes: number;
  cssWireBytes: number;
  cssRawBytes: number;
}

/**
 * What a browser's first visit to `/` costs on the wire: `/` and the first-load scripts and
 * stylesheets (measureFirstLoad's files), fetched from a running server with the
 * Accept-Encoding of a current browser, counting the body bytes as they arrive, before any
 * decoding. Beside them, the same files' own sizes: what an uncompressed server would send.
 */
export async function measureFirstLoadOverWire(
  baseUrl: string,
  webRoot: string,
  acceptEncoding = 'br, gzip',
): Promise<WireFigure> {
  const { files, cssFiles } = measureFirstLoad(webRoot);
  // `/` is sent as the page pre-rendered for it (src/server/web-app.ts), the shell otherwise.
  const home = path.join(PRERENDERED_DIR, prerenderedFile('/'));
  const targets = [
    { url: '/', file: existsSync(path.join(webRoot, home)) ? home : 'index.html', kind: 'html' },
    ...files.map((file) => ({ url: file, file, kind: 'js' })),
    ...cssFiles.map((file) => ({ url: file, file, kind: 'css' })),
  ];
  const requests: (WireFigure['requests'][number] & { kind: string })[] = [];
  for (const target of targets) {
    const response = await getRaw(baseUrl + target.url, { 'accept-encoding': acceptEncoding });
    if (response.status !== 200) throw new Error(`GET ${target.url}: ${response.status}`);
    const rawBytes = statSync(path.join(webRoot, target.file)).size;
    // The shell must be the built one, or the files counted are not the ones it loads.
    if (target.url === '/' && decoded(response.coding, response.body).length !== rawBytes) {
      throw new Error(`GET /: not ${path.join(webRoot, target.file)} (is the server serving another build?)`);
    }
    requests.push({
      url: target.url,
      coding: response.coding,
      wireBytes: response.body.length,
      rawBytes,
      kind: target.kind,
    });
  }
  const sum = (kind: string | undefined, key: 'wireBytes' | 'rawBytes') =>
    requests.filter((r) => !kind || r.kind === kind).reduce((total, r) => total + r[key], 0);
  return {
    requests: requests.map(({ kind: _kind, ...request }) => request),
    wireBytes: sum(undefined, 'wireBytes'),
    rawBytes: sum(undefined, 'rawBytes'),
    jsWireBytes: sum('js', 'wireBytes'),
    jsRawBytes: sum('js', 'rawBytes'),
    cssWireBytes: sum('css', 'wireBytes'),
    cssRawBytes: sum('css', 'rawBytes'),
  };
}

/** A GET whose body is counted as it arrives (fetch() would decode it first). */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; coding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            coding: res.headers['content-encoding'] ?? 'identity',
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(coding: string, body: Buffer): Buffer {
  if (coding === 'gzip') return gunzipSync(body);
  if (coding === 'br') return brotliDecompressSync(body);
  return body;
}

/** The architecture's bar (section 8): first-load JavaScript for `/` under 150 KB gzip. */
export const FIRST_LOAD_BUDGET_KB = 150;

/**
 * The CI gate over measureFirstLoad: the same measurement the bench reports, compared with
 * the budget, with a message that names the figure, the budget and the files counted.
 */
export function checkFirstLoadBudget(
  webRoot: string,
  budgetKb = FIRST_LOAD_BUDGET_KB,
): { ok: boolean; kb: number; message: string } {
  const { files, gzipBytes } = measureFirstLoad(webRoot);
  const kb = +(gzipBytes / 1024).toFixed(1);
  const ok = gzipBytes <= budgetKb * 1024;
  const verdict = ok ? 'within' : 'OVER';
  const message = `first-load JavaScript of /: ${kb} KB gzip, ${verdict} the budget of ${budgetKb} KB (${files.length} files: ${files.join(', ')})`;
  return { ok, kb, message };
}
