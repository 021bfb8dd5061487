import type { ExportFormat } from '@shared/export/export-format';
import type { FragmentWarning } from '@shared/export/funnel-fragment';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { copyText, downloadHtml, SNIPPET_FILE_SUFFIX } from '@/lib/page-files';
import { exportQueryString } from './snippet-options';
import { readSnippetOptions } from './use-export-format';

/** The converter (and parse5) load on first use only: most visits never need them. */
const loadConverter = () => import('@shared/export/funnel-fragment');
export const preloadConverter = () => void loadConverter().catch(() => undefined);

interface Prepared {
  text: string;
  warnings: FragmentWarning[];
}

/**
 * What leaves the app: a saved page by id, which the server exports with its forms wired to
 * the page's lead capture (GET /api/landing-pages/{id}/export), or HTML not saved yet, which
 * is converted here.
 */
export type ExportSource = { pageId: number } | { html: string };

/** The saved page when there is one, else the HTML as it is. */
export const exportSource = (html: string, pageId?: number): ExportSource =>
  pageId === undefined ? { html } : { pageId };

/** The page in the chosen format. */
export async function prepareExport(source: ExportSource, format: ExportFormat): Promise<Prepared> {
  if ('pageId' in source) {
    const query = exportQueryString(format, readSnippetOptions());
    const response = await apiRequest('GET', `/api/landing-pages/${source.pageId}/export?${query}`);
    return { text: await response.text(), warnings: [] };
  }
  if (format === 'full') return { text: source.html, warnings: [] };
  const { toFunnelFragment } = await loadConverter();
  const fragment = toFunnelFragment(source.html);
  return { text: fragment.html, warnings: fragment.warnings };
}

const warningNote = (warnings: FragmentWarning[]) =>
  warnings.length === 0
    ? ''
    : ` Check before publishing: ${warnings[0]!.message}${warnings.length > 1 ? ` (+${warnings.length - 1} more)` : ''}`;

/**
 * Copies a page in a format with its toasts (docs/product.md, 'Copy and Download'). A saved page's
 * copy is counted (POST /api/landing-pages/{id}/copy) whatever the format; a failed count never
 * spoils a good copy. Resolves to whether the text reached the clipboard.
 */
export async function copyExport(source: ExportSource, format: ExportFormat): Promise<boolean> {
  let prepared: Prepared;
  try {
    prepared = await prepareExport(source, format);
    await copyText(prepared.text);
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Could not copy the HTML code to clipboard.',
      variant: 'destructive',
    });
    return false;
  }
  toast({
    title: 'Copied!',
    description:
      format === 'full'
        ? 'HTML code copied to clipboard.'
        : `Funnel-builder snippet copied to clipboard: paste it into a custom code element.${warningNote(prepared.warnings)}`,
  });
  if ('pageId' in source) {
    await apiRequest('POST', `/api/landing-pages/${source.pageId}/copy`).catch((error: unknown) =>
      console.warn('Could not record the copy', error),
    );
  }
  return true;
}

/** Downloads a page in a format, named by the title's slug; snippets get `-snippet` before `.html` (see page-files.ts). */
export async function downloadExport(
  source: ExportSource,
  title: string,
  format: ExportFormat,
): Promise<void> {
  try {
    const prepared = await prepareExport(source, format);
    downloadHtml(prepared.text, title, format === 'fragment' ? SNIPPET_FILE_SUFFIX : '');
    if (prepared.warnings.length > 0) {
      toast({ title: 'Snippet downloaded', description: warningNote(prepared.warnings).trim() });
    }
  } catch {
    toast({ title: 'Download failed', description: 'Could not prepare the file.', variant: 'destructive' });
  }
}
