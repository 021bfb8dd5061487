import { NOT_FOUND_PAGE, type PrerenderedPage } from '@shared/public-pages';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app';

/** No route matches this address, so the router renders its 404 page. */
const UNROUTED_PATH = '/__not-found__';

/**
 * The HTML of one public page (or the 404 page) as the app renders it signed out, with every
 * lazily loaded screen resolved: the build writes it into the app shell so the page paints
 * before any script runs, then the browser hydrates it (src/web/main.tsx). Run by the build in
 * Node (vite.config.ts), never shipped to the browser.
 */
export async function renderPage(page: PrerenderedPage): Promise<string> {
  const path = page === NOT_FOUND_PAGE ? UNROUTED_PATH : page;
  // React reports a part it cannot render here and leaves it to the browser: for the build,
  // that is a failure, not a page that paints late.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
    {
      onError: (error) => void errors.push(error),
      // React moves a large part out of line, to be put back by an inline script: the page
      // would need a script (one the content security policy forbids) to show it. One piece.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Pre-rendering ${page} failed`);
  return html;
}
