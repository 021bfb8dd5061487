// The server for browser tests: a fresh embedded database and private builds of the web app
// and the server every run, then the compiled server under plain node, as in production. The
// private builds (beside DATA_DIR, inside the project so the server finds node_modules) keep a
// test run immune to anyone rebuilding dist/ meanwhile; Vite takes a few seconds, esbuild one.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data');
const webRoot = `${dataDir}-web`;
const serverBuild = `${dataDir}-server`;
rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    webRoot,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const serverBuilt = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/build-server.mjs'), '--outdir', serverBuild],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (serverBuilt.status !== 0) process.exit(serverBuilt.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverBuild, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: webRoot },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
