import type { ExportFormat } from '@shared/export/export-format';
import { openPreviewInNewTab } from '@/components/code-viewer/preview-window';
import { copyExport, downloadExport } from '@/components/export/export-html';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { copyText } from '@/lib/page-files';
import { fetchPage, noteCopied } from './library-api';

/**
 * Card actions that need the page's HTML. The list never carries HTML, so each fetches the
 * one page it needs first (fresh, so an edit made elsewhere is what gets copied), then hands
 * it over in the chosen format (components/export).
 */
export async function copyPageHtml(id: number, format: ExportFormat, html?: string): Promise<boolean> {
  let source = html;
  if (source === undefined) {
    try {
      source = (await fetchPage(id)).generatedHtml;
    } catch (error) {
      toast({
        title: 'Copy failed',
        description: errorText(error, 'Could not load the page.'),
        variant: 'destructive',
      });
      return false;
    }
  }
  const copied = await copyExport(source, format, id);
  if (copied) noteCopied(id);
  return copied;
}

export async function downloadPage(
  id: number,
  format: ExportFormat,
  known?: { html: string; title: string },
): Promise<void> {
  let page = known;
  try {
    if (!page) {
      const fetched = await fetchPage(id);
      page = { html: fetched.generatedHtml, title: fetched.title };
    }
  } catch (error) {
    toast({
      title: 'Download failed',
      description: errorText(error, 'Could not load the page.'),
      variant: 'destructive',
    });
    return;
  }
  await downloadExport(page.html, page.title, format);
}

/** Opens the saved page's sandboxed server preview in a new tab. */
export function previewPage(id: number): void {
  void openPreviewInNewTab('', id);
}

export async function copyPrompt(prompt: string): Promise<void> {
  try {
    await copyText(prompt);
    toast({ title: 'Copied!', description: 'Prompt copied to clipboard.' });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Could not copy the prompt to clipboard.',
      variant: 'destructive',
    });
  }
}
