import type { ExportApiFormat } from '../api/leads.ts';
import { addAnalyticsBeacon, type BeaconOptions } from './analytics-beacon.ts';
import { type FragmentOptions, type FragmentWarning, toFunnelFragment } from './funnel-fragment.ts';
import { type LeadWiringOptions, wireLeadForms } from './lead-wiring.ts';

/**
 * What Copy and Download hand the marketer, in one call: the stored page as a whole document
 * or as a funnel-builder snippet, with its lead forms wired to the page's capture URL.
 */

export interface ExportPageOptions {
  format: ExportApiFormat;
  /** Only for 'fragment'. */
  fragment?: FragmentOptions;
  /** null: the forms stay as they are (a page without a capture key). */
  leads: LeadWiringOptions | null;
  /** The analytics beacon (analytics-beacon.ts); none when left out. */
  analytics?: BeaconOptions | null;
}

export interface ExportedHtml {
  html: string;
  warnings: FragmentWarning[];
  /** Forms wired to the capture URL or replaced by the GoHighLevel embed. */
  wiredForms: number;
}

export function exportPage(html: string, options: ExportPageOptions): ExportedHtml {
  const exported = exportWithoutBeacon(html, options);
  if (!options.analytics) return exported;
  return { ...exported, html: addAnalyticsBeacon(exported.html, options.analytics) };
}

function exportWithoutBeacon(html: string, options: ExportPageOptions): ExportedHtml {
  if (options.format === 'page') {
    if (!options.leads) return { html, warnings: [], wiredForms: 0 };
    return wireLeadForms(html, options.leads, 'document');
  }
  // Wiring (and the beacon) come after the conversion: their scripts must not be wrapped with
  // the page's own scripts (they have to run as they are, once), and URLs must stay absolute.
  const fragment = toFunnelFragment(html, options.fragment);
  if (!options.leads) return { html: fragment.html, warnings: fragment.warnings, wiredForms: 0 };
  const wired = wireLeadForms(fragment.html, options.leads, 'fragment');
  return {
    html: wired.html,
    warnings: [...fragment.warnings, ...wired.warnings],
    wiredForms: wired.wiredForms,
  };
}
