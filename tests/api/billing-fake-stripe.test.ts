import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOptions } from '../../src/server/features/billing/stripe-client.ts';
import {
  clientSecretOf,
  invoiceSubscription,
  subscriptionEndDate,
} from '../../src/server/features/billing/stripe-shapes.ts';
import { decodeStripeForm, type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';

/** The fake Stripe API against the real `stripe` client, configured the way the server does it. */
let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe(fake.apiKey, stripeClientOptions({ STRIPE_API_BASE: fake.url }));
});
afterAll(async () => fake?.close());

describe('fake Stripe API', () => {
  it('decodes bracketed form keys into objects and arrays', () => {
    expect(
      decodeStripeForm('items[0][price]=p_1&items[1][price]=p_2&metadata[a]=1&expand[0]=x.y&name=A%20B'),
    ).toEqual({
      items: [{ price: 'p_1' }, { price: 'p_2' }],
      metadata: { a: '1' },
      expand: ['x.y'],
      name: 'A B',
    });
  });

  it('serves a whole checkout to the real client in the current API shape', async () => {
    const customer = await stripe.customers.create({ name: 'Ada', metadata: { k: 'v' } });
    const product = await stripe.products.create({ name: 'Starter' });
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 2900,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: 'forever' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ coupon: coupon.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { pagecraft_subscription_id: '7' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    expect(clientSecretOf(subscription)).toMatch(/^pi_fake\w+_secret_\w+$/);
    expect(subscriptionEndDate(subscription)!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.amount_due).toBe(2610);
    expect(invoiceSubscription(invoice)).toEqual({
      stripeId: subscription.id,
      metadata: { pagecraft_subscription_id: '7' },
    });
    const again = await stripe.subscriptions.retrieve(subscription.id);
    expect(again.latest_invoice).toBe(invoice.id);
    expect((await stripe.prices.retrieve(price.id)).unit_amount).toBe(2900);
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');
  });

  it('leaves the open invoice of a cancelled subscription open; only an open invoice can be voided', async () => {
    const customer = await stripe.customers.create({ name: 'Bo' });
    const price = await stripe.prices.create({
      product: (await stripe.products.create({ name: 'Pro' })).id,
      unit_amount: 4900,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    const invoiceId = subscription.latest_invoice as string;
    await stripe.subscriptions.cancel(subscription.id);
    expect(fake.invoices.get(invoiceId)).toMatchObject({ status: 'open', auto_advance: false });
    expect((await stripe.invoices.voidInvoice(invoiceId)).status).toBe('void');
    const again = await stripe.invoices.voidInvoice(invoiceId).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it('refuses the removed latest_invoice.payment_intent expansion, like Stripe', async () => {
    const customer = await stripe.customers.create({});
    const product = await stripe.products.create({ name: 'P' });
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 100,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const before = fake.subscriptions.size;
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        expand: ['latest_invoice.payment_intent'],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    expect(fake.subscriptions.size).toBe(before);
  });

  it('answers Stripe-shaped errors the client turns into its error classes', async () => {
    await expect(stripe.prices.retrieve('price_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    fake.fail({ path: '/v1/customers', status: 402, type: 'card_error' });
    await expect(stripe.customers.create({})).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const wrongKey = new Stripe('sk_test_wrong', stripeClientOptions({ STRIPE_API_BASE: fake.url }));
    await expect(wrongKey.customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    const second = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    expect(second.id).toBe(first.id);
    await expect(
      stripe.customers.create({ name: 'Other' }, { idempotencyKey: 'key-1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('signs events so the client verifies them', () => {
    const event = fake.event('invoice.paid', { id: 'in_1', object: 'invoice' });
    const { payload, signature } = fake.sign(event);
    expect(Stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret).id).toBe(event.id);
  });
});
