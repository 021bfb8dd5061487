import type { ExportApiFormat } from '../api/leads.ts';
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
}

export interface ExportedHtml {
  html: string;
  warnings: FragmentWarning[];
  /** Forms wired to the capture URL or replaced by the GoHighLevel embed. */
  wiredForms: number;
}

export function exportPage(html: string, options: ExportPageOptions): ExportedHtml {
  if (options.format === 'page') {
    if (!options.leads) return { html, warnings: [], wiredForms: 0 };
    return wireLeadForms(html, options.leads, 'document');
  }
  // Wiring comes after the conversion: the wiring script must not be wrapped with the page's
  // own scripts (it has to run as it is, once), and the form's action must stay absolute.
  const fragment = toFunnelFragment(html, options.fragment);
  if (!options.leads) return { html: fragment.html, warnings: fragment.warnings, wiredForms: 0 };
  const wired = wireLeadForms(fragment.html, options.leads, 'fragment');
  return {
    html: wired.html,
    warnings: [...fragment.warnings, ...wired.warnings],
    wiredForms: wired.wiredForms,
  };
}
