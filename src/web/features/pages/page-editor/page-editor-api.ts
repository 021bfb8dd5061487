import type { LandingPage, StoredChatMessage, UpdatePageResponse, Version } from '@shared/api/pages';
import type { SavedEdit } from '@shared/api/saved-edit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { PAGES_KEY } from '@/lib/page-list';
import { queryClient } from '@/lib/query-client';

/** The edit page's reads (docs/product.md, 'API'): each key is the path it GETs. */
export const pageKey = (id: number) => [`/api/landing-pages/${id}`] as const;
export const versionsKey = (id: number) => [`/api/landing-pages/${id}/versions`] as const;
export const chatHistoryKey = (id: number) => [`/api/landing-pages/${id}/chat-history`] as const;

export const usePage = (id: number) => useQuery<LandingPage>({ queryKey: pageKey(id) });
export const useVersions = (id: number) => useQuery<Version[]>({ queryKey: versionsKey(id) });
export const useChatHistory = (id: number) => useQuery<StoredChatMessage[]>({ queryKey: chatHistoryKey(id) });

/** After any change of the page: its data, its versions, its chat and the dashboard list. */
export async function reloadPageData(id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pageKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: versionsKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: chatHistoryKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: PAGES_KEY, exact: true }),
  ]);
}

/**
 * An edit was saved (an AI chat edit, an element edit, a direct save): its answer, the saved
 * page (src/shared/api/saved-edit.ts), goes into the cache, so the page, its versions and its
 * chat are not read again (docs/product.md, 'Client timing and caching'). The version becomes
 * the base of the next save at once (docs/product.md, 'Saving from two tabs'). Only the
 * dashboard list is marked stale: it is read again when it is next shown.
 */
export function applySavedEdit(
  id: number,
  saved: Omit<SavedEdit, 'generatedHtml'> & { generatedHtml: string },
  chat?: StoredChatMessage[],
): void {
  const prunedIds = new Set(saved.pruned.map((pruned) => pruned.id));
  queryClient.setQueryData<LandingPage>(pageKey(id), (page) =>
    page
      ? {
          ...page,
          generatedHtml: saved.generatedHtml,
          currentVersionId: saved.version.id,
          versionCount: page.versionCount + 1 - prunedIds.size,
          htmlBytes: new TextEncoder().encode(saved.generatedHtml).length,
          updatedAt: saved.version.createdAt,
        }
      : page,
  );
  queryClient.setQueryData<Version[]>(versionsKey(id), (versions) =>
    versions ? [saved.version, ...versions.filter((version) => !prunedIds.has(version.id))] : versions,
  );
  if (chat) {
    queryClient.setQueryData<StoredChatMessage[]>(chatHistoryKey(id), (history) =>
      history ? [...history, ...chat] : history,
    );
  }
  void queryClient.invalidateQueries({ queryKey: PAGES_KEY, exact: true });
}

/**
 * PUT {generatedHtml, commitMessage, baseVersionId}: a new version; the answer is the updated
 * page and the saved edit, put into the cache as they are (applySavedEdit); its currentVersionId
 * is the next save's base. `baseVersionId` is a required key
 * (undefined, left out of the JSON, only for a page without versions): every save of the
 * editor says which version it was made from.
 */
export function useSaveHtml(id: number) {
  return useMutation({
    mutationFn: (body: { generatedHtml: string; commitMessage: string; baseVersionId: number | undefined }) =>
      apiJson<UpdatePageResponse>('PUT', `/api/landing-pages/${id}`, body),
    onSuccess: ({ version, pruned, summary, ...page }) => {
      if (version) {
        const edit = {
          generatedHtml: page.generatedHtml,
          version,
          pruned: pruned ?? [],
          summary: summary ?? '',
        };
        applySavedEdit(id, edit);
      }
      // The server's page as it is, counts included.
      queryClient.setQueryData<LandingPage>(pageKey(id), page);
    },
  });
}
