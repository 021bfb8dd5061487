import { copyExport } from '@/components/export/export-html';

/** Copies a page's full HTML (the chat's code blocks); see copyExport for formats. */
export function copyHtmlWithToast(html: string, pageId?: number): Promise<boolean> {
  return copyExport(html, 'full', pageId);
}
