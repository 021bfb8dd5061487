import type { LandingPage, LandingPageSummary } from '@shared/api/pages';
import type { ExportFormat } from '@shared/export/export-format';
import { openPreviewInNewTab } from '@/components/code-viewer/preview-window';
import { copyExport, downloadExport } from '@/components/export/export-html';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { copyText } from '@/lib/page-files';
import { queryClient } from '@/lib/query-client';
import { fetchPage, noteCopied, PAGES_KEY, pageKey } from './library-api';

/**
 * Card actions that export a saved page. The server exports the live version (so an edit
 * made elsewhere is what goes out) with its forms wired to the page's lead capture, in the
 * chosen format (components/export).
 */
export async function copyPageHtml(id: number, format: ExportFormat): Promise<boolean> {
  const copied = await copyExport({ pageId: id }, format);
  if (copied) noteCopied(id);
  return copied;
}

/** The title for the file name: known to the caller, else from the caches, else fetched. */
async function pageTitle(id: number): Promise<string> {
  const cached =
    queryClient.getQueryData<LandingPage>(pageKey(id))?.title ??
    queryClient.getQueryData<LandingPageSummary[]>(PAGES_KEY)?.find((page) => page.id === id)?.title;
  return cached ?? (await fetchPage(id)).title;
}

export async function downloadPage(id: number, format: ExportFormat, title?: string): Promise<void> {
  let name = title;
  try {
    name ??= await pageTitle(id);
  } catch (error) {
    toast({
      title: 'Download failed',
      description: errorText(error, 'Could not load the page.'),
      variant: 'destructive',
    });
    return;
  }
  await downloadExport({ pageId: id }, name, format);
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
