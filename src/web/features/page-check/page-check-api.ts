import type { PageCheck } from '@shared/api/page-check';
import { useQuery } from '@tanstack/react-query';
import { pollInterval } from './page-check-model';

/**
 * The live version's check. Keyed by path and version id, so a new version reads its own
 * check; re-read while the server's layout checks are still running.
 */
export function usePageCheck(pageId: number, versionId: number | null) {
  return useQuery<PageCheck>({
    queryKey: [`/api/landing-pages/${pageId}/check`, versionId],
    refetchInterval: (query) => pollInterval(query.state.data, query.state.dataUpdateCount - 1),
  });
}
