// The server for browser tests: a fresh embedded database every run, then `npm start`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(path.resolve(root, process.env.DATA_DIR ?? 'test-results/e2e-data'), { recursive: true, force: true });
await import('./start.mjs');
