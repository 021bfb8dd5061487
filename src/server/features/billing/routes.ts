import { Hono } from 'hono';
import { createPaymentBodySchema, validateCouponBodySchema } from '../../../shared/api/billing.ts';
import type { AppEnv } from '../../app-context.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { readJson } from '../../lib/json-body.ts';
import { createPayment } from './create-payment.ts';
import { getBillingStatus } from './get-billing-status.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { listPlans } from './list-plans.ts';
import { validateCoupon } from './validate-coupon.ts';
import { verifyStripeEvent } from './verify-webhook.ts';

/** Mounted at /api: plans, the user's billing status, coupons, checkout and Stripe's webhook. */
export const billingRoutes = new Hono<AppEnv>()
  .get('/subscription-plans', async (c) => c.json(await listPlans(c.var.deps)))
  .get('/billing/status', async (c) => {
    const user = requireUser(c);
    return c.json(await getBillingStatus(c.var.deps, { userId: user.id }));
  })
  .post('/coupons/validate', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, validateCouponBodySchema);
    return c.json(await validateCoupon(c.var.deps, { userId: user.id, ...body }));
  })
  .post('/create-payment-intent', async (c) => {
    const user = requireUser(c);
    const body = await readJson(c, createPaymentBodySchema);
    return c.json(await createPayment(c.var.deps, { userId: user.id, ...body }));
  })
  .post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes sent, so the body is read raw, before any parsing.
    const payload = await c.req.text();
    const event = verifyStripeEvent(c.var.deps, { payload, signature: c.req.header('stripe-signature') });
    await handleStripeEvent(c.var.deps, { event });
    return c.json({ received: true as const });
  });
