import Stripe from 'stripe';
import type { AppDeps } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { NOT_CONFIGURED } from './stripe-client.ts';

/**
 * Checks the Stripe-Signature of a webhook over the exact bytes received (hence the raw body,
 * never re-serialised JSON) and returns the event. Unsigned or badly signed: 400, and nothing
 * is read from the body; signed but without STRIPE_WEBHOOK_SECRET here: 503.
 */
export function verifyStripeEvent(
  deps: Pick<AppDeps, 'config'>,
  input: { payload: string; signature: string | undefined },
): Stripe.Event {
  const { config } = deps;
  const { payload, signature } = input;
  // Unsigned is malformed whatever the configuration; a signed delivery to an installation
  // without the secret gets a 503, which Stripe retries (for days) once the secret is set.
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  if (!config.STRIPE_WEBHOOK_SECRET) throw new AppError(503, NOT_CONFIGURED);
  try {
    return Stripe.webhooks.constructEvent(payload, signature, config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw badRequest('Invalid Stripe signature');
  }
}
