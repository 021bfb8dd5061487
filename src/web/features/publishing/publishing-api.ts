import type { Version } from '@shared/api/pages';
import type { Publication } from '@shared/api/publication';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, apiRequest, errorText } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/**
 * Reads and writes of hosted publishing (src/shared/api/publication.ts is the contract). Keys
 * follow the app rule: the first element is the GET path. An unpublished page reads as null
 * rather than an error: the 404 is its normal answer.
 */
export const publicationPath = (pageId: number) => `/api/landing-pages/${pageId}/publication`;

export const publicationQuery = (pageId: number) =>
  queryOptions<Publication | null>({
    queryKey: [publicationPath(pageId)],
    queryFn: async ({ queryKey, signal }) => {
      try {
        const response = await apiRequest('GET', String(queryKey[0]), undefined, signal);
        return (await response.json()) as Publication;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const usePublication = (pageId: number, enabled = true) =>
  useQuery({ ...publicationQuery(pageId), enabled });

/** The same key as the editor's history, so a page open in both reads its versions once. */
export const useVersions = (pageId: number) =>
  useQuery<Version[]>({ queryKey: [`/api/landing-pages/${pageId}/versions`] });

/** A 400 or 409 is about the slug: the form shows it under the field instead of a toast. */
export const isSlugRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

const setPublication = (pageId: number, publication: Publication | null) =>
  queryClient.setQueryData(publicationQuery(pageId).queryKey, publication);

/** PUT: publishes the live version at the slug, or moves the publication there. */
export function usePublish(pageId: number) {
  return useMutation({
    mutationFn: (slug: string) => apiJson<Publication>('PUT', publicationPath(pageId), { slug }),
    onSuccess: (publication) => {
      const before = queryClient.getQueryData(publicationQuery(pageId).queryKey);
      setPublication(pageId, publication);
      toast({
        title: !before ? 'Page published' : before.slug !== publication.slug ? 'Page moved' : 'Page updated',
        description: `Live at ${publication.url}`,
      });
    },
    onError: (error) => {
      if (isSlugRefusal(error)) return;
      toast({
        title: 'Publishing failed',
        description: errorText(error, 'Could not publish the page.'),
        variant: 'destructive',
      });
    },
  });
}

/** DELETE: the public address answers 'Page not found' from now on. */
export function useUnpublish(pageId: number) {
  return useMutation({
    mutationFn: () => apiRequest('DELETE', publicationPath(pageId)),
    onSuccess: () => {
      setPublication(pageId, null);
      toast({ title: 'Page unpublished', description: 'Its public address no longer shows it.' });
    },
    onError: (error) => {
      // Unpublished elsewhere meanwhile: what was asked for is done.
      if (error instanceof ApiError && error.status === 404) {
        setPublication(pageId, null);
        return;
      }
      toast({
        title: 'Unpublishing failed',
        description: errorText(error, 'Could not unpublish the page.'),
        variant: 'destructive',
      });
    },
  });
}
