import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory, shouldPrecompress } from '../../vite.config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('which files the build precompresses', () => {
  it.each([
    'assets/index-abc.js',
    'assets/worker.mjs',
    'assets/index-abc.css',
    'index.html',
    'favicon.svg',
    'manifest.json',
    'site.webmanifest',
    'robots.txt',
    'sitemap.xml',
    'favicon.ico',
    'assets/INDEX.JS',
  ])('text: %s', (file) => expect(shouldPrecompress(file)).toBe(true));

  it.each([
    'demo/demo-1.webp',
    'logo.png',
    'photo.jpg',
    'photo.jpeg',
    'anim.gif',
    'font.woff2',
    'font.woff',
    'clip.mp4',
    'bundle.zip',
    'assets/index-abc.js.br',
    'assets/index-abc.js.gz',
    'LICENSE',
  ])('not: %s', (file) => expect(shouldPrecompress(file)).toBe(false));
});

describe('precompressDirectory (the plugin at the end of vite build)', () => {
  it('writes brotli 11 and gzip 9 copies beside text files, none for images or for copies that would not be smaller', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'demo'));
    const script = "export const greet = (name) => 'Hello, ' + name;\n".repeat(300);
    const files: Record<string, string | Buffer> = {
      'index.html': `<!doctype html><html><head><title>App</title></head><body>${'<p>Text</p>'.repeat(50)}</body></html>`,
      'assets/index-abc.js': script,
      'assets/index-abc.css': '.a{color:red}\n'.repeat(200),
      // Too small to shrink: a copy would be larger than the file.
      'robots.txt': 'A',
      // Random bytes do not compress: no copy is smaller.
      'assets/random-abc.js': randomBytes(4096),
      'demo/frame.webp': randomBytes(2048),
      'assets/font-abc.woff2': randomBytes(2048),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    // A copy left by an earlier build into the same directory, for a file that no longer shrinks.
    writeFileSync(path.join(dir, 'robots.txt.br'), 'stale');

    const report = await precompressDirectory(dir);

    for (const name of ['index.html', 'assets/index-abc.js', 'assets/index-abc.css']) {
      const original = readFileSync(path.join(dir, name));
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      // The highest settings: the very bytes brotli 11 and gzip 9 give.
      expect(br.length, name).toBe(
        brotliCompressSync(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }).length,
      );
      expect(gz.equals(gzipSync(original, { level: 9 })), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length / 3);
      expect(report.find((entry) => entry.file === name)).toEqual({
        file: name,
        bytes: original.length,
        br: br.length,
        gzip: gz.length,
      });
    }
    for (const name of ['robots.txt', 'assets/random-abc.js', 'demo/frame.webp', 'assets/font-abc.woff2']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    // Images and fonts are not even looked at; copies are never compressed again.
    expect(report.map((entry) => entry.file).sort()).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'assets/random-abc.js',
      'index.html',
      'robots.txt',
    ]);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });
});
