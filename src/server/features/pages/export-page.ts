import { eventsUrlFor } from '../../../shared/export/analytics-beacon.ts';
import type { ExportQuery } from '../../../shared/export/export-format.ts';
import { exportPage } from '../../../shared/export/export-page.ts';
import { findOwnedPage } from '../../lib/page-ownership.ts';
import { ensureLeadSettings, leadWiringFor } from '../leads/index.ts';
import type { PagesDeps } from './deps.ts';

export interface ExportedPage {
  html: string;
  fileName: string;
}

const fileStem = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 80) || 'landing-page';

/**
 * GET /api/landing-pages/{id}/export: exactly what Copy and Download give. The stored page
 * stays as the model or editor left it; wiring its forms to the page's capture URL (or
 * putting the pasted GoHighLevel embed in their place) happens here, at export, so a rotated
 * key or new thank-you settings apply to the next copy without a new version.
 */
export async function exportLandingPage(
  deps: PagesDeps,
  input: { userId: number; pageId: number; origin: string; query: ExportQuery },
): Promise<ExportedPage> {
  const { userId, pageId, query } = input;
  const page = await findOwnedPage(deps.db, userId, pageId);
  const settings = await ensureLeadSettings(deps, { userId, pageId });
  const exported = exportPage(page.generatedHtml, {
    format: query.format,
    fragment: {
      stickyTop: query.stickyTop,
      stickyZIndex: query.zIndex,
      dropNavigation: query.dropNav === '1',
    },
    leads: leadWiringFor(settings, input.origin),
    analytics: { eventsUrl: eventsUrlFor(input.origin, settings.formKey), channel: 'pasted' },
  });
  const suffix = query.format === 'fragment' ? '-snippet' : '';
  return { html: exported.html, fileName: `${fileStem(page.title)}${suffix}.html` };
}
