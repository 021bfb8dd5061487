// Pre-renders the public pages into the web build (vite.config.ts runs it after the bundle is
// written): each page's HTML goes into a copy of the built app shell, so it paints before any
// script runs, then the browser hydrates it. The server sends these files for the pages'
// addresses and the 404 page for addresses nothing owns (src/server/web-app.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import {
  PAGE_TITLES,
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from '../src/shared/public-pages.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app shell with a page's HTML in its root element and the page's own title. */
export function fillShell(shell: string, body: string, title: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The app shell has no empty ${ROOT_ELEMENT}`);
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('The app shell has no <title>');
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Functions as replacements: a `$` in the page's text is text, not a replacement pattern.
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
}

/**
 * Renders every pre-rendered page (src/web/entry-prerender.tsx, loaded through Vite so it
 * resolves as the app does) into `<outDir>/prerendered/`. `configFile` is the web build's
 * Vite config.
 */
export async function prerenderPublicPages(outDir: string, configFile: string): Promise<string[]> {
  const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const vite = await createServer({
    configFile,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/entry-prerender.tsx')) as {
      renderPage: (page: PrerenderedPage) => Promise<string>;
    };
    const target = path.join(outDir, PRERENDERED_DIR);
    await mkdir(target, { recursive: true });
    const written: string[] = [];
    for (const page of PRERENDERED_PAGES) {
      const file = path.join(target, prerenderedFile(page));
      await writeFile(file, fillShell(shell, await renderPage(page), PAGE_TITLES[page]));
      written.push(file);
    }
    return written;
  } finally {
    await vite.close();
  }
}
