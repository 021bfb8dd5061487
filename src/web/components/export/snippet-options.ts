import { apiFormatFor, type ExportFormat } from '@shared/export/export-format';

/**
 * How a funnel snippet fits the host page it is pasted into: where the page's sticky header
 * sits under the funnel's own bar, its stacking order, and whether the page's navigation is
 * left out. Null means the page's own value. Remembered next to the format choice
 * (use-export-format.tsx) and sent with every snippet export of a saved page.
 */
export interface SnippetOptions {
  stickyTop: number | null;
  zIndex: number | null;
  dropNav: boolean;
}

export const DEFAULT_SNIPPET_OPTIONS: SnippetOptions = { stickyTop: null, zIndex: null, dropNav: false };

/** The server's bounds (exportQuerySchema). */
export const STICKY_TOP_MAX = 1000;
export const Z_INDEX_MAX = 2_147_483_647;

const inRange = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** Stored options; anything unreadable falls back to the defaults, field by field. */
export function parseSnippetOptions(raw: string | null): SnippetOptions {
  if (!raw) return DEFAULT_SNIPPET_OPTIONS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SNIPPET_OPTIONS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_SNIPPET_OPTIONS;
  const record = value as Record<string, unknown>;
  return {
    stickyTop: inRange(record.stickyTop, STICKY_TOP_MAX) ? record.stickyTop : null,
    zIndex: inRange(record.zIndex, Z_INDEX_MAX) ? record.zIndex : null,
    dropNav: record.dropNav === true,
  };
}

export const serializeSnippetOptions = (options: SnippetOptions): string => JSON.stringify(options);

/**
 * A number field of the options dialog: blank is 'the page's own' (null), whole numbers from 0
 * to `max` are taken, anything else is refused with a message.
 */
export function parseOptionInput(
  text: string,
  max: number,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Enter a whole number, or leave it empty.' };
  const value = Number(trimmed);
  if (value > max) return { ok: false, message: `Enter a number from 0 to ${max}.` };
  return { ok: true, value };
}

/** The query of GET /api/landing-pages/{id}/export: the snippet options go with the snippet only. */
export function exportQueryString(format: ExportFormat, options: SnippetOptions): string {
  const params = new URLSearchParams({ format: apiFormatFor(format) });
  if (format === 'fragment') {
    if (options.stickyTop !== null) params.set('stickyTop', String(options.stickyTop));
    if (options.zIndex !== null) params.set('zIndex', String(options.zIndex));
    if (options.dropNav) params.set('dropNav', '1');
  }
  return params.toString();
}

/** One line for the menu: what the snippet does differently from the page, if anything. */
export function snippetOptionsSummary(options: SnippetOptions): string {
  const parts: string[] = [];
  if (options.stickyTop !== null) parts.push(`header offset ${options.stickyTop} px`);
  if (options.zIndex !== null) parts.push(`z-index ${options.zIndex}`);
  if (options.dropNav) parts.push('navigation left out');
  if (parts.length === 0) return 'As the page has them';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
