import type { PLATFORM_OPTIMIZATIONS } from '../constants.ts';

/**
 * The two ways a page leaves the app (Copy and Download everywhere): the complete document,
 * or a fragment for a funnel builder's custom-code element (see funnel-fragment.ts).
 */
export const EXPORT_FORMATS = ['fragment', 'full'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_TEXT: Record<ExportFormat, { label: string; short: string; description: string }> =
  {
    fragment: {
      label: 'Paste into funnel builder',
      short: 'Funnel snippet',
      description:
        'For a custom code element: no html or body tags, styles scoped so the host page is untouched.',
    },
    full: {
      label: 'Full HTML page',
      short: 'Full page',
      description: 'A complete document for hosting as its own page or a full-page code editor.',
    },
  };

/** Funnel-builder platforms take a pasted snippet; WordPress and 'universal' take whole pages. */
export function defaultFormatForPlatform(platform: (typeof PLATFORM_OPTIMIZATIONS)[number]): ExportFormat {
  return platform === 'ghl' || platform === 'clickfunnels' ? 'fragment' : 'full';
}

/** The fallback when nothing else says: the product is for funnel builders. */
export const DEFAULT_EXPORT_FORMAT: ExportFormat = 'fragment';

export const isExportFormat = (value: unknown): value is ExportFormat =>
  typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
