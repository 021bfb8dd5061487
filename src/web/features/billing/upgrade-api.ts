import type {
  BillingStatus,
  CouponQuote,
  CreatePaymentBody,
  CreatePaymentResponse,
  SubscriptionPlan,
  ValidateCouponBody,
} from '@shared/api/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { usePublicConfig } from '@/lib/public-config';
import { queryClient } from '@/lib/query-client';
import { CURRENT_USER_KEY } from '@/lib/session';

/** Reads and writes of the upgrade page (src/shared/api/billing.ts is the contract). */
export const PLANS_KEY = ['/api/subscription-plans'] as const;
export const BILLING_STATUS_KEY = ['/api/billing/status'] as const;

export const usePlans = () => useQuery<SubscriptionPlan[]>({ queryKey: PLANS_KEY });
export const useBillingStatus = () => useQuery<BillingStatus>({ queryKey: BILLING_STATUS_KEY });

/** The Stripe publishable key of this installation, null when payments are not configured. */
export function usePublishableKey() {
  const query = usePublicConfig();
  return { publishableKey: query.data?.stripePublishableKey ?? null, isLoading: query.isLoading };
}

/** After any plan change: the signed-in user and their plan, limits and usage are read again. */
export async function refreshPlanData(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
  ]);
}

export const useValidateCoupon = () =>
  useMutation({
    mutationFn: (body: ValidateCouponBody) => apiJson<CouponQuote>('POST', '/api/coupons/validate', body),
  });

export const useCreatePayment = () =>
  useMutation({
    mutationFn: (body: CreatePaymentBody) =>
      apiJson<CreatePaymentResponse>('POST', '/api/create-payment-intent', body),
  });
