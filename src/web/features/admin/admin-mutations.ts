import type { AdminCoupon, AdminPlan, AdminSubscription, TokenLimits } from '@shared/api/admin';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, errorText } from '@/lib/api';
import { ADMIN, refreshAdmin } from './admin-api';
import type { CouponFormBody, MonthlyLimitsBody, PlanFormBody } from './admin-forms';

/**
 * Writes of the admin console with their toasts (docs/product.md, 'Admin access'). Every write
 * reports failure too, plan, coupon and subscription writes included: an operator must know when
 * the server refused (a plan with subscribers, a taken coupon code).
 */

type AdminPath = (typeof ADMIN)[keyof typeof ADMIN];

function useAdminWrite<TVars, TData>(options: {
  write: (vars: TVars) => Promise<TData>;
  refresh: AdminPath[];
  success: (data: TData, vars: TVars) => { title: string; description?: string };
  failure: string;
  /** Extra advice for a refusal, after the server's message. */
  advice?: (error: unknown) => string | undefined;
}) {
  return useMutation({
    mutationFn: options.write,
    onSuccess: (data, vars) => toast(options.success(data, vars)),
    onError: (error) => {
      const advice = options.advice?.(error);
      const message = errorText(error, 'Please try again.');
      toast({
        title: options.failure,
        description: advice ? `${message.replace(/\.$/, '')}. ${advice}` : message,
        variant: 'destructive',
      });
    },
    // Refused or not, what is on screen is read again: another admin may have changed it.
    onSettled: () => refreshAdmin(...options.refresh),
  });
}

// ---------------------------------------------------------------- users

export const useChangeRole = () =>
  useAdminWrite({
    write: (vars: { id: number; username: string; role: 'user' | 'admin' }) =>
      apiJson('PUT', `${ADMIN.users}/${vars.id}/role`, { role: vars.role }),
    refresh: [ADMIN.users],
    success: (_data, vars) => ({
      title: 'Role updated',
      description: `${vars.username} is now ${vars.role === 'admin' ? 'an Admin' : 'a User'}.`,
    }),
    failure: 'Failed to update role',
  });

export const useAssignPlan = () =>
  useAdminWrite({
    write: (vars: { userId: number; planId: number }) =>
      apiJson<{ success: true; message: string }>('POST', '/api/admin/assign-plan', vars),
    refresh: [ADMIN.users, ADMIN.subscriptions, ADMIN.revenue, ADMIN.usageStats],
    success: (data) => ({ title: 'Plan assigned successfully', description: data.message }),
    failure: 'Failed to assign user to plan',
  });

export const useSetTokenLimits = () =>
  useAdminWrite({
    write: (vars: { userId: number; limits: TokenLimits }) =>
      apiJson<TokenLimits>('PUT', `${ADMIN.users}/${vars.userId}/token-limits`, vars.limits),
    refresh: [ADMIN.users],
    success: () => ({ title: 'Token limits updated successfully' }),
    failure: 'Failed to update token limits',
  });

// ---------------------------------------------------------------- plans

const PLAN_READS: AdminPath[] = [
  ADMIN.plans,
  ADMIN.subscriptions,
  ADMIN.revenue,
  ADMIN.users,
  ADMIN.usageStats,
];

export const useSavePlan = () =>
  useAdminWrite({
    write: (vars: { id: number | null; body: PlanFormBody }) =>
      vars.id === null
        ? apiJson<AdminPlan>('POST', ADMIN.plans, vars.body)
        : apiJson<AdminPlan>('PUT', `${ADMIN.plans}/${vars.id}`, vars.body),
    refresh: PLAN_READS,
    success: (_data, vars) => ({
      title: vars.id === null ? 'Plan created successfully' : 'Plan updated successfully',
    }),
    failure: 'Failed to save plan',
  });

/** Part of a plan: the monthly-limit form, or the Active switch of the plans table. */
export const useUpdatePlanFields = () =>
  useAdminWrite({
    write: (vars: { plan: AdminPlan; body: Partial<MonthlyLimitsBody> & { isActive?: boolean } }) =>
      apiJson<AdminPlan>('PUT', `${ADMIN.plans}/${vars.plan.id}`, vars.body),
    refresh: PLAN_READS,
    success: (_data, vars) => ({
      title: 'Plan updated successfully',
      description:
        vars.body.isActive === undefined
          ? `Monthly limits of ${vars.plan.name} saved.`
          : `${vars.plan.name} is now ${vars.body.isActive ? 'active' : 'inactive'}.`,
    }),
    failure: 'Failed to update plan',
  });

export const useDeletePlan = () =>
  useAdminWrite({
    write: (plan: AdminPlan) => apiJson('DELETE', `${ADMIN.plans}/${plan.id}`),
    refresh: PLAN_READS,
    success: () => ({ title: 'Plan deleted successfully' }),
    failure: 'Failed to delete plan',
    // The server keeps every plan someone subscribed to (their history points at it).
    advice: (error) =>
      error instanceof ApiError && error.status === 409
        ? 'Switch it off under Status to stop offering it instead.'
        : undefined,
  });

// ---------------------------------------------------------------- coupons

export const useSaveCoupon = () =>
  useAdminWrite({
    write: (vars: { id: number | null; body: CouponFormBody }) =>
      vars.id === null
        ? apiJson<AdminCoupon>('POST', ADMIN.coupons, vars.body)
        : apiJson<AdminCoupon>('PUT', `${ADMIN.coupons}/${vars.id}`, vars.body),
    refresh: [ADMIN.coupons],
    success: (_data, vars) => ({
      title: vars.id === null ? 'Coupon created successfully' : 'Coupon updated successfully',
    }),
    failure: 'Failed to save coupon',
  });

export const useSetCouponActive = () =>
  useAdminWrite({
    write: (vars: { coupon: AdminCoupon; isActive: boolean }) =>
      apiJson<AdminCoupon>('PUT', `${ADMIN.coupons}/${vars.coupon.id}`, { isActive: vars.isActive }),
    refresh: [ADMIN.coupons],
    success: () => ({ title: 'Coupon updated successfully' }),
    failure: 'Failed to update coupon',
  });

export const useDeleteCoupon = () =>
  useAdminWrite({
    write: (coupon: AdminCoupon) => apiJson('DELETE', `${ADMIN.coupons}/${coupon.id}`),
    refresh: [ADMIN.coupons],
    success: () => ({ title: 'Coupon deleted successfully' }),
    failure: 'Failed to delete coupon',
  });

// ---------------------------------------------------------------- subscriptions

export const useUpdateSubscription = () =>
  useAdminWrite({
    write: (vars: { id: number; planId?: number; status?: 'active' | 'cancelled' | 'expired' }) => {
      const { id, ...body } = vars;
      return apiJson<AdminSubscription>('PUT', `/api/admin/subscriptions/${id}`, body);
    },
    refresh: [ADMIN.subscriptions, ADMIN.revenue, ADMIN.users, ADMIN.usageStats],
    success: () => ({ title: 'Subscription updated successfully' }),
    failure: 'Failed to update subscription',
  });

// ---------------------------------------------------------------- API logs

export const useDeleteApiLog = () =>
  useAdminWrite({
    write: (id: number) => apiJson('DELETE', `${ADMIN.apiLogs}/${id}`),
    refresh: [ADMIN.apiLogs, ADMIN.usageStats],
    success: () => ({ title: 'API log deleted' }),
    failure: 'Failed to delete API log',
  });

export const useClearApiLogs = () =>
  useAdminWrite({
    write: (type: 'all' | 'old') => apiJson<{ deleted: number }>('DELETE', `${ADMIN.apiLogs}?type=${type}`),
    refresh: [ADMIN.apiLogs, ADMIN.usageStats],
    success: (data, type) => ({
      title: type === 'old' ? 'Old API logs cleared' : 'All API logs cleared',
      description: `${data.deleted} ${data.deleted === 1 ? 'log' : 'logs'} deleted.`,
    }),
    failure: 'Failed to clear API logs',
  });
