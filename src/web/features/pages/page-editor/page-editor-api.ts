import type { LandingPage, StoredChatMessage, UpdatePageResponse, Version } from '@shared/api/pages';
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
 * The page's HTML changed to `html` (saved elsewhere, as `versionId`): show it now, then reload
 * the rest. The version becomes the base of the next save at once, not when the page is read
 * again, so a save made meanwhile is not refused as stale (docs/product.md, 'Saving from two tabs').
 */
export function showSavedHtml(id: number, html: string, versionId?: number): Promise<void> {
  queryClient.setQueryData<LandingPage>(pageKey(id), (page) =>
    page
      ? { ...page, generatedHtml: html, ...(versionId !== undefined && { currentVersionId: versionId }) }
      : page,
  );
  return reloadPageData(id);
}

/**
 * PUT {generatedHtml, commitMessage, baseVersionId}: a new version; the answer is the updated
 * page, whose currentVersionId is the next save's base. `baseVersionId` is a required key
 * (undefined, left out of the JSON, only for a page without versions): every save of the
 * editor says which version it was made from.
 */
export function useSaveHtml(id: number) {
  return useMutation({
    mutationFn: (body: { generatedHtml: string; commitMessage: string; baseVersionId: number | undefined }) =>
      apiJson<UpdatePageResponse>('PUT', `/api/landing-pages/${id}`, body),
    onSuccess: ({ version: _version, pruned: _pruned, ...page }) => {
      queryClient.setQueryData<LandingPage>(pageKey(id), page);
      void queryClient.invalidateQueries({ queryKey: versionsKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: PAGES_KEY, exact: true });
    },
  });
}
