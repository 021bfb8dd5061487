import type {
  AdminApiCostSummary,
  AdminApiLogsPage,
  AdminCoupon,
  AdminPlan,
  AdminRevenue,
  AdminSubscription,
  AdminUsersPage,
  AuditEntry,
  MonthlyUsageCounts,
  UsageStats,
} from '@shared/api/admin';
import { API_LOGS_PAGE_SIZE } from '@shared/constants';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * Reads of the admin console (docs/product.md, 'API'; src/shared/api/admin.ts is the contract).
 * Keys follow the app rule: the first element is the GET path, query string included, so the
 * default query function fetches it. Writes live in admin-mutations.ts.
 */
export const USERS_PAGE_SIZE = 20;
export { API_LOGS_PAGE_SIZE };

export const ADMIN = {
  users: '/api/admin/users',
  plans: '/api/admin/subscription-plans',
  subscriptions: '/api/admin/user-subscriptions',
  revenue: '/api/admin/revenue',
  coupons: '/api/admin/coupons',
  usageStats: '/api/admin/usage-stats',
  usageCsv: '/api/admin/usage-stats.csv',
  apiLogs: '/api/admin/api-logs',
  // Under apiLogs on purpose: every write that refreshes the logs refreshes this by prefix.
  apiLogsSummary: '/api/admin/api-logs/summary',
  auditLog: '/api/admin/audit-log',
} as const;

export const usersKey = (search: string, page: number, pageSize = USERS_PAGE_SIZE) =>
  [
    `${ADMIN.users}?${new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) })}`,
  ] as const;
export const userUsageKey = (userId: number) => [`${ADMIN.users}/${userId}/usage`] as const;
export const apiLogsKey = (page: number) => [`${ADMIN.apiLogs}?page=${page}`] as const;

// keepPreviousData-like behaviour: a new page or search keeps the old rows on screen until it arrives.
const keepRows = <T>(previous: T | undefined) => previous;

export const useUsersPage = (search: string, page: number, pageSize = USERS_PAGE_SIZE) =>
  useQuery<AdminUsersPage>({ queryKey: usersKey(search, page, pageSize), placeholderData: keepRows });
export const useUserUsage = (userId: number) =>
  useQuery<MonthlyUsageCounts>({ queryKey: userUsageKey(userId) });
export const useAdminPlans = () => useQuery<AdminPlan[]>({ queryKey: [ADMIN.plans] });
export const useSubscriptions = () => useQuery<AdminSubscription[]>({ queryKey: [ADMIN.subscriptions] });
export const useRevenue = () => useQuery<AdminRevenue>({ queryKey: [ADMIN.revenue] });
export const useCoupons = () => useQuery<AdminCoupon[]>({ queryKey: [ADMIN.coupons] });
export const useUsageStats = () => useQuery<UsageStats>({ queryKey: [ADMIN.usageStats] });
export const useApiLogs = (page: number) =>
  useQuery<AdminApiLogsPage>({ queryKey: apiLogsKey(page), placeholderData: keepRows });
export const useApiCostSummary = () => useQuery<AdminApiCostSummary>({ queryKey: [ADMIN.apiLogsSummary] });
export const useAuditLog = () => useQuery<AuditEntry[]>({ queryKey: [ADMIN.auditLog] });

const startsWith = (prefix: string) => (query: { queryKey: QueryKey }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);

/**
 * After a write: the named admin reads are fetched again (every page and search of them), and
 * the audit log, which every admin write adds to.
 */
export function refreshAdmin(...paths: (typeof ADMIN)[keyof typeof ADMIN][]): Promise<unknown> {
  return Promise.all(
    [...paths, ADMIN.auditLog].map((path) => queryClient.invalidateQueries({ predicate: startsWith(path) })),
  );
}
