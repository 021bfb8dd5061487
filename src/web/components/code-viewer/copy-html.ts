import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { copyText } from '@/lib/page-files';

/**
 * Copies a page's HTML with the spec's toasts (section 8). When the page is saved, the copy
 * is counted (POST /api/landing-pages/{id}/copy); a failed count never spoils a good copy.
 * Resolves to whether the text reached the clipboard.
 */
export async function copyHtmlWithToast(html: string, pageId?: number): Promise<boolean> {
  try {
    await copyText(html);
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Could not copy the HTML code to clipboard.',
      variant: 'destructive',
    });
    return false;
  }
  toast({ title: 'Copied!', description: 'HTML code copied to clipboard.' });
  if (pageId !== undefined) {
    await apiRequest('POST', `/api/landing-pages/${pageId}/copy`).catch((error: unknown) =>
      console.warn('Could not record the copy', error),
    );
  }
  return true;
}
