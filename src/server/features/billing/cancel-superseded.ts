import type { AppDeps } from '../../app-context.ts';
import { isStripeError, stripeFor } from './stripe-client.ts';

/**
 * Stops, on Stripe, paid subscriptions that a newer plan replaced (upgrade, downgrade to Free),
 * so nobody keeps paying for a plan they no longer have. Runs after the local change has
 * committed (never a network call inside a transaction); a failure is logged for follow-up,
 * and the 'customer.subscription.deleted' webhook that a success triggers changes nothing,
 * since the row is already cancelled.
 */
export async function cancelSupersededOnStripe(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  input: { stripeIds: string[] },
): Promise<void> {
  const { stripeIds } = input;
  if (stripeIds.length === 0) return;
  const stripe = stripeFor(deps.config);
  if (!stripe) {
    deps.logger.error('replaced Stripe subscriptions left running: Stripe is not configured', { stripeIds });
    return;
  }
  for (const id of stripeIds) {
    try {
      await stripe.subscriptions.cancel(id);
    } catch (error) {
      const clientSide = isStripeError(error) && (error.statusCode ?? 500) < 500;
      // A 4xx means it is already gone or cancelled; anything else needs a human.
      deps.logger[clientSide ? 'warn' : 'error']('could not cancel a replaced Stripe subscription', {
        stripeId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
