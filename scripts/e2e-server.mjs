// The server for browser tests: a fresh embedded database and a private build of the web app
// every run, then the server itself. The private build (beside DATA_DIR) keeps a test run
// immune to anyone rebuilding dist/web meanwhile; Vite builds it in a few seconds.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data');
const webRoot = `${dataDir}-web`;
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: webRoot },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
