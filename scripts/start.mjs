// `npm start`: build the web app when it is missing or older than its sources, then run the
// server (which migrates and seeds before listening). Signals are passed to the server so
// it can shut down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (buildIsStale()) {
  console.log('Building the web app...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
