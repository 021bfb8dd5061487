// The server as JavaScript for plain node (`npm run build`, after the web build; ADR 018):
// src/server/main.ts -> dist/server/main.js, one ESM bundle of our own code (packages stay
// in node_modules), a chunk per lazy import(), source maps into the TypeScript. Run it with
// `node --enable-source-maps dist/server/main.js` (as `npm start` and the Dockerfile do).
//
//   node scripts/build-server.mjs [--outdir <dir>]   (default dist/server)
//
// Files the server reads at run time are found through `new URL('<path>', import.meta.url)`
// in the sources. In the bundle every module's import.meta.url is the output file's, so this
// build rewrites each such path:
//   - a file or folder under src/ (migrations, common-passwords.txt) is copied to
//     <outdir>/assets/<its path under src/> and the URL points there;
//   - a path under dist/ (the built web app) keeps its place relative to dist/server, so the
//     output expects the web build beside it (<outdir>/../web) wherever dist/ is copied.
// Anything else the build refuses: a computed path, import.meta.dirname/filename, a path
// outside src/ and dist/, or a devDependency imported at run time (a production install,
// `npm ci --omit=dev` as in the Docker image, would not have it).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const srcDir = path.join(root, 'src');
const distDir = path.join(root, 'dist');
const entry = path.join(root, 'src/server/main.ts');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const outFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(outFlag > 0 ? process.argv[outFlag + 1] : path.join(distDir, 'server'));
// engines.node ">=20.19" -> esbuild target "node20.19": no syntax newer than the oldest Node we support.
const nodeFloor = /(\d+(?:\.\d+){0,2})/.exec(pkg.engines?.node ?? '')?.[1];
if (!nodeFloor) fail('package.json engines.node names no version');
const target = `node${nodeFloor}`;

/** A failed build leaves no output behind: nothing half-built or refused ever runs. */
function fail(message) {
  console.error(`build-server: ${message}`);
  rmSync(outdir, { recursive: true, force: true });
  process.exit(1);
}

const inside = (dir, file) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};
const posix = (p) => p.split(path.sep).join('/');

/** Source path -> the asset path it was copied to (relative to outdir), for the summary. */
const copied = new Map();

/** Rewrites `new URL('<path>', import.meta.url)` in our sources to where the file is in the output. */
const runtimeFiles = {
  name: 'runtime-files',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (!inside(srcDir, args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const where = posix(path.relative(root, args.path));
      if (/import\.meta\.(dirname|filename)\b/.test(source))
        fail(
          `${where}: import.meta.dirname/filename point into dist/ once bundled; use new URL('<path>', import.meta.url)`,
        );
      const contents = source.replace(
        /new URL\(\s*([^,()]+?)\s*,\s*import\.meta\.url\s*\)/g,
        (_match, argument) => {
          const literal = /^(['"`])([^'"`$]+)\1$/.exec(argument);
          if (!literal) fail(`${where}: new URL(${argument}, import.meta.url) is not a literal path`);
          const target = path.resolve(path.dirname(args.path), literal[2]);
          let relative;
          if (/\.[cm]?[jt]sx?$/.test(target))
            fail(`${where}: ${literal[2]} is code; import it (a lazy import() becomes a chunk) instead`);
          if (inside(srcDir, target)) {
            if (!existsSync(target)) fail(`${where}: ${literal[2]} does not exist`);
            relative = `./assets/${posix(path.relative(srcDir, target))}`;
            if (!copied.has(target)) {
              cpSync(target, path.join(outdir, relative), { recursive: true });
              copied.set(target, relative);
            }
          } else if (inside(distDir, target)) {
            relative = posix(path.relative(path.join(distDir, 'server'), target));
            if (!relative.startsWith('.')) relative = `./${relative}`;
          } else {
            fail(`${where}: ${literal[2]} is outside src/ and dist/; move it under src/`);
          }
          return `new URL(${JSON.stringify(relative)}, import.meta.url)`;
        },
      );
      // Any other use (fileURLToPath(import.meta.url), a computed path) would silently point into
      // the output folder: refuse it. createRequire(import.meta.url) resolves packages, which works.
      const unhandled = contents
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .map((line) =>
          line.replace(/new URL\("[^"]*", import\.meta\.url\)|createRequire\(import\.meta\.url\)/g, ''),
        )
        .find((line) => line.includes('import.meta.url'));
      if (unhandled)
        fail(
          `${where}: import.meta.url used as \`${unhandled.trim()}\`; only new URL('<literal path>', import.meta.url) is rewritten for the build`,
        );
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: entry },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target,
  // node_modules stay where they are (native addons, WASM and their own data files included).
  packages: 'external',
  // Each lazy import() (the offline composer, pg-boss) stays a chunk loaded on first use. Chunks
  // sit beside main.js: the rewritten asset paths are relative to this one folder.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  // Stack traces only need the mappings; the TypeScript stays in src/ (and out of the image).
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [runtimeFiles],
});

// A bare import in the output must be a Node built-in or a production dependency.
const builtins = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const missing = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const imported of output.imports) {
    if (!imported.external || imported.path.startsWith('node:')) continue;
    const name = packageOf(imported.path);
    if (!builtins.has(name) && !pkg.dependencies?.[name]) missing.add(name);
  }
if (missing.size)
  fail(
    `the server imports ${[...missing].join(', ')} at run time, but package.json lists ${missing.size > 1 ? 'them' : 'it'} ` +
      'only as a devDependency (or not at all): move to "dependencies"',
  );

// The output is ESM wherever dist/ is copied, with or without the project's package.json.
writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);

const scripts = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const jsBytes = scripts.reduce((sum, file) => sum + statSync(path.join(root, file)).size, 0);
console.log(
  `server built: ${posix(path.relative(root, path.join(outdir, 'main.js')))} + ${scripts.length - 1} chunks ` +
    `(${kb(jsBytes)}, target ${target}), run-time files: ${
      [...copied.values()].map((p) => p.replace('./assets/', '')).join(', ') || 'none'
    } (${Math.round(performance.now() - started)} ms)`,
);
