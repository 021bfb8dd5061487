/**
 * `node --import tsx scripts/bundle-budget.ts [webRoot]`: fails (exit 1) when the first-load
 * JavaScript of `/` in a built web app exceeds its budget. scripts/test.mjs runs it right
 * after `vite build`, so CI fails when the bundle grows past the bar.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFirstLoadBudget } from '../bench/first-load.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webRoot = path.resolve(process.argv[2] ?? path.join(root, 'dist/web'));
const result = checkFirstLoadBudget(webRoot);
if (result.ok) {
  console.log(result.message);
} else {
  console.error(`Bundle budget exceeded: ${result.message}`);
  process.exit(1);
}
