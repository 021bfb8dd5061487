import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-context.ts';

/**
 * Serves the built single-page app: hashed assets with a year-long cache, every other GET
 * that is not an API call gets index.html so the client router can take over (including
 * its own 404 page).
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use(
    '*',
    serveStatic({
      root: webRoot,
      onFound: (filePath, c) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
