import { copyExport } from '@/components/export/export-html';

/** Copies HTML as it is (the chat's code blocks: not a saved page); see copyExport. */
export function copyHtmlWithToast(html: string): Promise<boolean> {
  return copyExport({ html }, 'full');
}
