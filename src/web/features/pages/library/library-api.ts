import type { Folder, LandingPage, LandingPageSummary } from '@shared/api/pages';
import {
  MutationObserver,
  type MutationOptions,
  type QueryKey,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { experimentQueries } from '@/features/experiments';
import { toast } from '@/hooks/use-toast';
import { apiJson, apiRequest } from '@/lib/api';
import { PAGES_KEY } from '@/lib/page-list';
import { queryClient } from '@/lib/query-client';

/**
 * Queries and writes of the page library. Keys follow the app rule (the first element is
 * the GET path); every write invalidates the list and folder keys afterwards, and the list
 * is patched optimistically where the change is certain. The list query itself lives in
 * lib/page-list.ts (the leads page reads it too).
 */
export { PAGES_KEY, usePages } from '@/lib/page-list';

export const FOLDERS_KEY = ['/api/folders'] as const;
export const pageKey = (id: number) => [`/api/landing-pages/${id}`] as const;

export const useFolders = () => useQuery<Folder[]>({ queryKey: FOLDERS_KEY });
export const usePage = (id: number, enabled = true) =>
  useQuery<LandingPage>({ queryKey: pageKey(id), enabled });

/** Starts loading the list and the folders (no-op when they are cached). */
export function prefetchLibrary(): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery({ queryKey: PAGES_KEY }),
    queryClient.prefetchQuery({ queryKey: FOLDERS_KEY }),
  ]);
}

/** Always fresh: Copy and Download must carry the live HTML, even if it changed elsewhere. */
export async function fetchPage(id: number): Promise<LandingPage> {
  const page = await apiJson<LandingPage>('GET', `/api/landing-pages/${id}`);
  queryClient.setQueryData(pageKey(id), page);
  return page;
}

const isPageKey = (key: QueryKey) => typeof key[0] === 'string' && key[0].startsWith('/api/landing-pages/');

export async function invalidateLibrary(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: FOLDERS_KEY }),
    queryClient.invalidateQueries({ predicate: (query) => isPageKey(query.queryKey) }),
  ]);
}

/**
 * After a deletion: the library, and the experiments too (deleting a page in a running
 * experiment ends it; docs/product.md, 'Experiments').
 */
const afterDelete = () =>
  Promise.all([invalidateLibrary(), queryClient.invalidateQueries({ queryKey: experimentQueries.all })]);

/** Applies a change to the cached list and returns the list before it (for a rollback). */
function patchList(change: (pages: LandingPageSummary[]) => LandingPageSummary[]) {
  const before = queryClient.getQueryData<LandingPageSummary[]>(PAGES_KEY);
  if (before) queryClient.setQueryData(PAGES_KEY, change(before));
  return before;
}

async function optimistic(change: (pages: LandingPageSummary[]) => LandingPageSummary[]) {
  await queryClient.cancelQueries({ queryKey: PAGES_KEY });
  return { before: patchList(change) };
}

function rollback(context: { before?: LandingPageSummary[] } | undefined) {
  if (context?.before) queryClient.setQueryData(PAGES_KEY, context.before);
}

const failure = (title: string, description: string) => () =>
  toast({ title, description, variant: 'destructive' });

/** Counts a copy in the caches at once; the server has counted it already. */
export function noteCopied(id: number) {
  patchList((pages) => pages.map((p) => (p.id === id ? { ...p, copyCount: p.copyCount + 1 } : p)));
  queryClient.setQueryData<LandingPage>(pageKey(id), (page) =>
    page ? { ...page, copyCount: page.copyCount + 1 } : page,
  );
  void invalidateLibrary();
}

/**
 * Card actions run through the mutation cache without a hook: a dashboard renders up to
 * hundreds of cards, and the callbacks live on the mutation itself, so they still run when
 * the card that started it is gone (an optimistic delete unmounts it at once).
 */
function run<TVars>(
  options: MutationOptions<unknown, Error, TVars, { before?: LandingPageSummary[] }>,
  vars: TVars,
) {
  new MutationObserver(queryClient, options).mutate(vars).catch(() => {
    // reported by onError
  });
}

export function renamePage(vars: { id: number; title: string }) {
  run(
    {
      mutationFn: ({ id, title }) => apiJson<LandingPage>('PUT', `/api/landing-pages/${id}`, { title }),
      onMutate: ({ id, title }) =>
        optimistic((pages) => pages.map((p) => (p.id === id ? { ...p, title } : p))),
      onError: (_error, _vars, context) => {
        rollback(context);
        failure('Update failed', 'Could not update title.')();
      },
      onSettled: invalidateLibrary,
    },
    vars,
  );
}

/** Deletes one page at once in the lists, telling how it went in a toast. */
function deleteOne(id: number, deleted: string, failed: [title: string, description: string]) {
  run(
    {
      mutationFn: (pageId) => apiRequest('DELETE', `/api/landing-pages/${pageId}`),
      onMutate: (pageId) => optimistic((pages) => pages.filter((p) => p.id !== pageId)),
      onSuccess: () => toast({ title: deleted, description: 'The page has been removed.' }),
      onError: (_error, _id, context) => {
        rollback(context);
        failure(...failed)();
      },
      onSettled: afterDelete,
    },
    id,
  );
}

export const deletePage = (id: number) =>
  deleteOne(id, 'Landing page deleted', ['Failed to delete', 'Could not delete landing page']);

async function deleteAll(ids: number[]) {
  const results = await Promise.allSettled(ids.map((id) => apiRequest('DELETE', `/api/landing-pages/${id}`)));
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}

/** Deletes every page of a variation-group card. */
export function deleteGroup(ids: number[]) {
  run(
    {
      mutationFn: deleteAll,
      onMutate: (pageIds) => optimistic((pages) => pages.filter((p) => !pageIds.includes(p.id))),
      onSuccess: () =>
        toast({ title: 'Variation group deleted', description: `${ids.length} variations were removed.` }),
      onError: (_error, _ids, context) => {
        rollback(context);
        failure('Delete failed', 'Could not delete variation group')();
      },
      onSettled: afterDelete,
    },
    ids,
  );
}

/** Deletes one page of the variations screen. */
export const deleteVariation = (id: number) =>
  deleteOne(id, 'Variation deleted', ['Delete failed', 'Could not delete variation.']);

/** Takes a page out of its variation group; resolves once the server has answered. */
export function ungroupPage(id: number): Promise<void> {
  return new Promise((resolve) =>
    run(
      {
        mutationFn: (pageId) => apiJson<LandingPageSummary>('POST', `/api/landing-pages/${pageId}/ungroup`),
        onMutate: (pageId) =>
          optimistic((pages) => pages.map((p) => (p.id === pageId ? { ...p, variationGroup: null } : p))),
        onSuccess: () =>
          toast({
            title: 'Page ungrouped',
            description: 'It now shows as a standalone page on your dashboard.',
          }),
        onError: (_error, _id, context) => {
          rollback(context);
          failure('Ungroup failed', 'Could not remove the page from its variation group.')();
        },
        onSettled: () => {
          resolve();
          return invalidateLibrary();
        },
      },
      id,
    ),
  );
}

/** Moves pages (one card: a page or every page of a group) into a folder, or out (null). */
export function useMovePages() {
  return useMutation({
    mutationFn: async ({ ids, folderId }: { ids: number[]; folderId: number | null; label: string }) => {
      const results = await Promise.allSettled(
        ids.map((id) => apiRequest('PUT', `/api/landing-pages/${id}`, { folderId })),
      );
      const rejected = results.find((result) => result.status === 'rejected');
      if (rejected) throw rejected.reason;
    },
    onMutate: ({ ids, folderId }) =>
      optimistic((pages) => pages.map((p) => (ids.includes(p.id) ? { ...p, folderId } : p))),
    onSuccess: (_data, { ids, label }) =>
      toast({
        title: 'Moved',
        description: `${ids.length === 1 ? '1 page' : `${ids.length} pages`} moved to ${label}.`,
      }),
    onError: (_error, _vars, context) => {
      rollback(context);
      failure('Move failed', 'Could not move to folder')();
    },
    onSettled: invalidateLibrary,
  });
}

export function useCreateFolder() {
  return useMutation({
    mutationFn: (body: { name: string; color: string }) => apiJson<Folder>('POST', '/api/folders', body),
    onSuccess: (folder) => toast({ title: 'Folder created', description: `'${folder.name}' is ready.` }),
    onError: failure('Creation failed', 'Could not create folder.'),
    onSettled: invalidateLibrary,
  });
}

export function useUpdateFolder() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name: string; color: string }) =>
      apiJson<Folder>('PUT', `/api/folders/${id}`, body),
    onMutate: async ({ id, name, color }) => {
      await queryClient.cancelQueries({ queryKey: FOLDERS_KEY });
      const before = queryClient.getQueryData<Folder[]>(FOLDERS_KEY);
      if (before)
        queryClient.setQueryData(
          FOLDERS_KEY,
          before.map((f) => (f.id === id ? { ...f, name, color } : f)),
        );
      return { before };
    },
    onSuccess: () => toast({ title: 'Folder updated', description: 'Your changes have been saved.' }),
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(FOLDERS_KEY, context.before);
      failure('Update failed', 'Could not update folder.')();
    },
    onSettled: invalidateLibrary,
  });
}

export function useDeleteFolder() {
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/folders/${id}`),
    onSuccess: (_data, id) => {
      // Its pages go back to All Pages (the server sets their folder to null).
      patchList((pages) => pages.map((p) => (p.folderId === id ? { ...p, folderId: null } : p)));
      queryClient.setQueryData<Folder[]>(FOLDERS_KEY, (folders) => folders?.filter((f) => f.id !== id));
      toast({ title: 'Folder deleted', description: 'Its pages are back in All Pages.' });
    },
    onError: failure('Deletion failed', 'Could not delete folder.'),
    onSettled: invalidateLibrary,
  });
}
