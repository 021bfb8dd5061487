import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPublicPages } from './scripts/prerender.ts';
import { CODING_SUFFIX, hasCompressibleExtension } from './src/server/lib/compression.ts';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), finishBuild()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
      '/preview': { target: `http://127.0.0.1:${apiPort}` },
      '/media': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});

/**
 * Once the bundle and the public directory are written: pre-renders the public pages into the
 * build (scripts/prerender.ts), then compresses every text file, those pages included. One
 * hook, in that order: plugins' closeBundle hooks run side by side.
 */
export function finishBuild(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'pagecraft:finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      if (!configFile) throw new Error('Pre-rendering needs the build to run from vite.config.ts');
      await prerenderPublicPages(outDir, configFile);
      await precompressDirectory(outDir);
    },
  };
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, for the server to send as they are (src/server/web-app.ts): the slowest,
 * smallest settings cost build time once instead of CPU on every request. A copy that is not
 * smaller than its file is not written. Images and fonts are compressed already and skipped.
 */

/** Whether the build writes compressed copies of this file (itself not a copy). */
export function shouldPrecompress(file: string): boolean {
  return !/\.(?:br|gz)$/i.test(file) && hasCompressibleExtension(file);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses every eligible file under `dir`; returns what each became, in bytes. */
export async function precompressDirectory(
  dir: string,
): Promise<{ file: string; bytes: number; br?: number; gzip?: number }[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && shouldPrecompress(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const written: { file: string; bytes: number; br?: number; gzip?: number } = {
        file: path.relative(dir, file),
        bytes: raw.length,
      };
      for (const [coding, copy] of [
        ['br', br],
        ['gzip', gz],
      ] as const) {
        const target = file + CODING_SUFFIX[coding];
        if (copy.length < raw.length) {
          await writeFile(target, copy);
          written[coding] = copy.length;
        } else {
          // Not smaller: no copy (and none left from an earlier build into the same directory).
          await rm(target, { force: true });
        }
      }
      return written;
    }),
  );
}
