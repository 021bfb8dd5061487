import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';

/** One Stripe API call may take this long (the client's default of 80 s would hang checkout). */
export const STRIPE_TIMEOUT_MS = 20_000;

export const NOT_CONFIGURED = 'Payment processing is not configured';

const clients = new WeakMap<Config, Stripe>();

/**
 * Client options: one automatic retry (the client sends an idempotency key with every POST,
 * so a retried write is never applied twice), a bounded timeout, and STRIPE_API_BASE (a fake
 * Stripe API in tests, a proxy elsewhere) split into the host, port and protocol the client
 * takes.
 */
export function stripeClientOptions(config: Pick<Config, 'STRIPE_API_BASE'>): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Pagecraft' },
  };
  if (config.STRIPE_API_BASE) {
    const url = new URL(config.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return options;
}

/** The API client for this configuration; null without STRIPE_SECRET_KEY (paid plans answer 503). */
export function stripeFor(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.STRIPE_SECRET_KEY, stripeClientOptions(config));
    clients.set(config, client);
  }
  return client;
}

export function requireStripe(config: Config): Stripe {
  const stripe = stripeFor(config);
  if (!stripe) throw new AppError(503, NOT_CONFIGURED);
  return stripe;
}

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

/** A Stripe 404 for an id we remembered (deleted in the dashboard, or another account's). */
export const isMissingResource = (error: unknown) =>
  isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404);

/**
 * What the user sees when a Stripe call fails: a card problem is theirs to fix (402 with
 * Stripe's own message, which is written for customers); anything else is ours or Stripe's,
 * logged in full and answered with a generic 502.
 */
export function paymentProviderError(error: unknown, logger: Logger, action: string): AppError {
  if (isStripeError(error) && error.type === 'StripeCardError') return new AppError(402, error.message);
  logger.error('stripe call failed', {
    action,
    type: isStripeError(error) ? error.type : undefined,
    code: isStripeError(error) ? error.code : undefined,
    status: isStripeError(error) ? error.statusCode : undefined,
    requestId: isStripeError(error) ? error.requestId : undefined,
    error: error instanceof Error ? error.message : String(error),
  });
  return new AppError(502, 'The payment provider could not process the request. Please try again.');
}
