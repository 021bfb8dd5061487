import type Stripe from 'stripe';
import { toId } from '../../../shared/ids.ts';

/**
 * Reading the Stripe objects we get back, in the shape of the installed client's API version
 * (2025-03-31 'basil' and later): the first invoice's client secret is
 * `latest_invoice.confirmation_secret.client_secret` (the old `latest_invoice.payment_intent`
 * no longer exists), periods live on subscription items, and an invoice names its
 * subscription under `parent.subscription_details`.
 */

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;

const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** The client secret for the Payment Element; needs `expand: ['latest_invoice.confirmation_secret']`. */
export function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/**
 * Fields of API versions before 2025-03-31, which a webhook endpoint pinned to an older version
 * still sends; read only when the current field is missing.
 */
interface LegacyFields {
  current_period_end?: number | null;
  subscription?: string | { id: string; metadata?: Record<string, string> } | null;
}

/** When the subscription's paid-for time ends: a scheduled cancellation, else the period end. */
export function subscriptionEndDate(subscription: Stripe.Subscription): Date | null {
  return (
    fromUnix(subscription.cancel_at) ??
    latest((subscription.items?.data ?? []).map((item) => fromUnix(item.current_period_end))) ??
    fromUnix((subscription as LegacyFields).current_period_end)
  );
}

export const subscriptionEndedAt = (subscription: Stripe.Subscription) =>
  fromUnix(subscription.ended_at) ?? fromUnix(subscription.canceled_at);

export interface SubscriptionRef {
  stripeId: string;
  metadata: Record<string, string>;
}

/** The subscription an invoice bills; null for invoices outside subscriptions. */
export function invoiceSubscription(invoice: Stripe.Invoice): SubscriptionRef | null {
  const details = invoice.parent?.subscription_details;
  if (!details) {
    const legacy = (invoice as LegacyFields).subscription;
    if (!legacy) return null;
    return typeof legacy === 'string'
      ? { stripeId: legacy, metadata: {} }
      : { stripeId: legacy.id, metadata: legacy.metadata ?? {} };
  }
  const subscription = details.subscription;
  return {
    stripeId: typeof subscription === 'string' ? subscription : subscription.id,
    metadata: details.metadata ?? (typeof subscription === 'string' ? {} : subscription.metadata),
  };
}

/** The end of the period an invoice paid for: its latest line period end. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  return latest((invoice.lines?.data ?? []).map((line) => fromUnix(line.period?.end)));
}

/** When an invoice was paid; its creation time for payloads without the transition. */
export const invoicePaidAt = (invoice: Stripe.Invoice): Date | null =>
  fromUnix(invoice.status_transitions?.paid_at) ?? fromUnix(invoice.created);

/** Our subscription row id, user and plan, stamped into the Stripe subscription's metadata at creation. */
export const LOCAL_ID_KEY = 'pagecraft_subscription_id';
export const USER_ID_KEY = 'pagecraft_user_id';
export const PLAN_ID_KEY = 'pagecraft_plan_id';

const idIn = (metadata: Record<string, string> | null | undefined, key: string): number | null =>
  toId(metadata?.[key]);

/** The checkout a Stripe subscription was created for, by its metadata; null unless all three are there. */
export function checkoutOf(
  metadata: Record<string, string> | null | undefined,
): { rowId: number; userId: number; planId: number } | null {
  const rowId = idIn(metadata, LOCAL_ID_KEY);
  const userId = idIn(metadata, USER_ID_KEY);
  const planId = idIn(metadata, PLAN_ID_KEY);
  return rowId !== null && userId !== null && planId !== null ? { rowId, userId, planId } : null;
}
