/**
 * Stripe sends the browser back to /upgrade?payment_intent=...&payment_intent_client_secret=...
 * &redirect_status=... when a payment method needed a redirect (3-D Secure, bank pages).
 */
export type PaymentReturn = 'succeeded' | 'processing' | 'failed';

export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  if (!params.get('payment_intent_client_secret')) return null;
  const status = params.get('redirect_status');
  if (status === 'succeeded' || status === 'processing') return status;
  return 'failed';
}

/** The address without Stripe's parameters (anything else in the query is kept). */
export function withoutPaymentParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
    params.delete(name);
  }
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The plan being paid for, kept across Stripe's redirect so the success toast can name it. */
const PENDING_PLAN_KEY = 'pagecraft.upgrade.pendingPlan';

export function rememberPendingPlan(name: string): void {
  try {
    sessionStorage.setItem(PENDING_PLAN_KEY, name);
  } catch {
    // storage unavailable: the toast falls back to a generic line
  }
}

export function takePendingPlan(): string | null {
  try {
    const name = sessionStorage.getItem(PENDING_PLAN_KEY);
    sessionStorage.removeItem(PENDING_PLAN_KEY);
    return name;
  } catch {
    return null;
  }
}

export const subscribedLine = (planName: string | null) =>
  planName ? `You've been subscribed to the ${planName} plan.` : "You've been subscribed to your new plan.";
