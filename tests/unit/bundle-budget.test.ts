import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFirstLoadBudget, FIRST_LOAD_BUDGET_KB } from '../../bench/first-load.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Random bytes as JS text: gzip cannot shrink them much, so sizes are predictable. */
const filler = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";\n`;

/**
 * A fake dist/web: an entry that statically imports a chunk, a modulepreload link, and a lazy
 * chunk (dynamic import) that must not count. Sizes in KB of random text each.
 */
function fakeDist(sizes: { entry: number; shared: number; preload: number; lazy: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'assets/index-abc.js'),
    `import{a}from"./shared-123.js";const lazy=()=>import("./lazy-456.js");\n${filler(sizes.entry)}`,
  );
  writeFileSync(path.join(dir, 'assets/shared-123.js'), filler(sizes.shared));
  writeFileSync(path.join(dir, 'assets/vendor-def.js'), filler(sizes.preload));
  writeFileSync(path.join(dir, 'assets/lazy-456.js'), filler(sizes.lazy));
  writeFileSync(path.join(dir, 'assets/index.css'), 'body{margin:0}');
  return dir;
}

describe('first-load bundle budget', () => {
  it('passes a build under the budget, however big its lazy chunks are', () => {
    const dir = fakeDist({ entry: 30, shared: 20, preload: 20, lazy: 400 });
    const result = checkFirstLoadBudget(dir);
    expect(result.ok).toBe(true);
    // Random bytes written as base64 gzip back to about their own size: ~70 KB.
    expect(result.kb).toBeGreaterThan(60);
    expect(result.kb).toBeLessThan(FIRST_LOAD_BUDGET_KB);
    expect(result.message).toContain('/assets/vendor-def.js');
    expect(result.message).not.toContain('lazy-456');
  });

  it('fails when the entry, its static imports and the preloads together exceed the budget', () => {
    // Each part alone is under the budget; together they are not.
    const dir = fakeDist({ entry: 70, shared: 50, preload: 50, lazy: 1 });
    const result = checkFirstLoadBudget(dir);
    expect(result.ok).toBe(false);
    expect(result.kb).toBeGreaterThan(FIRST_LOAD_BUDGET_KB);
    expect(result.message).toMatch(
      /^first-load JavaScript of \/: \d+(\.\d)? KB gzip, OVER the budget of 150 KB/,
    );
  });

  it('the CI script exits non-zero over budget and zero within it', () => {
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts', dir], {
        cwd: root,
        encoding: 'utf8',
      });
    const over = run(fakeDist({ entry: 60, shared: 60, preload: 60, lazy: 1 }));
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('Bundle budget exceeded: first-load JavaScript of /');
    const under = run(fakeDist({ entry: 10, shared: 10, preload: 10, lazy: 300 }));
    expect(under.status).toBe(0);
    expect(under.stdout).toContain('within the budget of 150 KB');
  }, 20_000);
});
