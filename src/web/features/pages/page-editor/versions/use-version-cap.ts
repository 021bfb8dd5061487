import type { BillingStatus } from '@shared/api/billing';
import { useQuery } from '@tanstack/react-query';
import { BILLING_STATUS_KEY } from '@/features/billing';
import type { VersionCap } from './prune-notice';

/** The edit page's own copy of GET /api/billing/status (the path is the key's first part). */
const KEY = [...BILLING_STATUS_KEY, 'versions'] as const;

/**
 * How many versions of a page the user's plan keeps (the limit the server prunes by), read
 * afresh when the edit page opens; null until known.
 */
export function useVersionCap(): VersionCap | null {
  const status = useQuery<BillingStatus>({ queryKey: KEY, refetchOnMount: 'always' });
  if (!status.data) return null;
  return { maxVersions: status.data.usage.maxVersionsPerPage, planName: status.data.plan.name };
}
