import type { LandingPageSummary } from '@shared/api/pages';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user's page list (GET /api/landing-pages). The pages feature owns its writes;
 * the list itself sits here because the leads page reads it too (its page filter), and the
 * pages feature in turn shows lead counts.
 */
export const PAGES_KEY = ['/api/landing-pages'] as const;

export const usePages = () => useQuery<LandingPageSummary[]>({ queryKey: PAGES_KEY });
