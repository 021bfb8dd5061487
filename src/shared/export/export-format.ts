import { z } from 'zod';
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

/**
 * GET /api/landing-pages/{id}/export: `format=page|fragment` (the API's names for 'full' and
 * 'fragment'), plus the snippet's options: the sticky header's top offset (px) and z-index in
 * the host page, and dropping the page's own navigation (the funnel has its own).
 */
export const exportQuerySchema = z.strictObject({
  format: z.enum(['page', 'fragment'], { error: 'format must be page or fragment' }),
  stickyTop: z.coerce.number().int().min(0).max(1000).optional(),
  zIndex: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  dropNav: z.enum(['0', '1']).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const apiFormatFor = (format: ExportFormat): 'page' | 'fragment' =>
  format === 'full' ? 'page' : 'fragment';
