import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript for `/`: the entry script plus every chunk it statically imports
 * (what the browser must fetch before the landing page renders), gzip-compressed.
 */
export function measureFirstLoad(webRoot: string): {
  files: string[];
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
  return { files, gzipBytes, cssGzipBytes };
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
