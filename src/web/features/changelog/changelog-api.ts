import type { PutChangelogBody } from '@shared/api/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiJson } from '@/lib/api';
import { getQueryFn, queryClient } from '@/lib/query-client';

/** GET /api/changelog (docs/product.md, 'Changelog'): newest first. */
export interface ChangelogEntry {
  date: string;
  changes: string[];
}

export const CHANGELOG_KEY = ['/api/changelog'] as const;

export function useChangelog() {
  return useQuery<ChangelogEntry[]>({
    queryKey: CHANGELOG_KEY,
    queryFn: async (context) => {
      try {
        return await getQueryFn<ChangelogEntry[]>({ on401: 'throw' })(context);
      } catch (error) {
        // A load failure is only logged; the empty state shows (docs/product.md, 'Changelog').
        console.error('Failed to load changelog', error);
        return [];
      }
    },
  });
}

/** What the dialog saves: `oldDate` null creates an entry, otherwise that entry is replaced. */
export interface SaveEntryInput {
  oldDate: string | null;
  date: string;
  changes: string[];
}

/**
 * PUT /api/admin/changelog. The list is read again before the mutation settles, so the
 * dialog closes onto the updated list. Toasts: docs/product.md, 'Changelog'.
 */
export function useSaveChangelogEntry() {
  return useMutation({
    mutationFn: ({ oldDate, date, changes }: SaveEntryInput) => {
      const body: PutChangelogBody =
        oldDate === null ? { newDate: date, changes } : { oldDate, newDate: date, changes };
      return apiJson<ChangelogEntry>('PUT', '/api/admin/changelog', body);
    },
    onSuccess: async (_entry, input) => {
      toast({
        title: 'Success',
        description:
          input.oldDate === null
            ? 'Changelog entry added successfully'
            : 'Changelog entry updated successfully',
      });
      await queryClient.invalidateQueries({ queryKey: CHANGELOG_KEY });
    },
    onError: (_error, input) => {
      toast({
        title: 'Error',
        description:
          input.oldDate === null ? 'Failed to add changelog entry' : 'Failed to update changelog entry',
        variant: 'destructive',
      });
    },
  });
}

/** DELETE /api/admin/changelog/{date}, the date URL-encoded. */
export function useDeleteChangelogEntry() {
  return useMutation({
    mutationFn: (date: string) => apiJson('DELETE', `/api/admin/changelog/${encodeURIComponent(date)}`),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Changelog entry deleted successfully' });
      await queryClient.invalidateQueries({ queryKey: CHANGELOG_KEY });
    },
    onError: async () => {
      toast({ title: 'Error', description: 'Failed to delete changelog entry', variant: 'destructive' });
      // Someone else may have changed it: show what is there now.
      await queryClient.invalidateQueries({ queryKey: CHANGELOG_KEY });
    },
  });
}
