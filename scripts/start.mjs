// `npm start`: build what is missing or older than its sources (the web app into dist/web, the
// server into dist/server: `npm run build`), then run the compiled server with plain node, in
// this process (no tsx; it migrates and seeds before listening and handles SIGTERM/SIGINT
// itself). An install without the build tools (`npm ci --omit=dev`) never builds: it serves the
// build it has, or stops and says to run `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'dist/server/main.js');

const builds = [
  {
    name: 'web app',
    output: path.join(root, 'dist/web/index.html'),
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'scripts/prerender.ts', 'package-lock.json'],
    tool: path.join(root, 'node_modules/vite/bin/vite.js'),
    args: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
  },
  {
    name: 'server',
    output: serverEntry,
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'],
    tool: path.join(root, 'node_modules/esbuild/package.json'),
    args: [path.join(root, 'scripts/build-server.mjs')],
  },
];

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function isStale({ output, sources }) {
  if (!existsSync(output)) return true;
  const present = sources.map((p) => path.join(root, p)).filter(existsSync);
  return present.length > 0 && Math.max(...present.map(newestMtime)) > statSync(output).mtimeMs;
}

for (const build of builds) {
  if (!isStale(build)) continue;
  const relativeOutput = path.relative(root, build.output);
  if (!existsSync(build.tool)) {
    if (!existsSync(build.output)) {
      console.error(
        `${relativeOutput} is missing: run \`npm run build\` first (it needs the dev dependencies: \`npm ci\`).`,
      );
      process.exit(1);
    }
    console.warn(
      `${relativeOutput} is older than its sources, but the build tools are not installed: serving it.`,
    );
    continue;
  }
  console.log(`Building the ${build.name}...`);
  const result = spawnSync(process.execPath, build.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Stack traces through the source maps into the TypeScript, as `node --enable-source-maps` gives.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
