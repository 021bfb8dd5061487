import type { BillingStatus } from '@shared/api/billing';
import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS_KEY } from '@/features/billing';
import { queryClient } from '@/lib/query-client';

/**
 * The generator's own copy of GET /api/billing/status (the path is the key's first part), so
 * reading it here never leaves the upgrade page an old copy; plan changes still refresh it.
 */
const KEY = [...BILLING_STATUS_KEY, 'generator'] as const;

/**
 * The user's plan, limits and usage, read afresh each time the generator opens: pages
 * deleted or generated elsewhere change the room it offers.
 */
export const usePlanStatus = () => useQuery<BillingStatus>({ queryKey: KEY, refetchOnMount: 'always' });

/** The status as it is now (after a generation ended), or null when it cannot be read. */
export async function fetchPlanStatus(): Promise<BillingStatus | null> {
  try {
    return await queryClient.fetchQuery<BillingStatus>({ queryKey: KEY, staleTime: 0 });
  } catch {
    return null;
  }
}
