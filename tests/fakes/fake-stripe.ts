/**
 * A fake Stripe API on 127.0.0.1 for the real `stripe` client, pointed at it through
 * STRIPE_API_BASE (the server splits it into the client's host / port / protocol).
 *
 * It speaks Stripe's wire protocol for exactly the calls the server makes:
 *   POST /v1/customers, DELETE /v1/customers/:id
 *   POST /v1/products
 *   POST /v1/prices, GET /v1/prices/:id
 *   POST /v1/coupons, GET /v1/coupons/:id
 *   POST /v1/subscriptions, GET /v1/subscriptions/:id, DELETE /v1/subscriptions/:id
 *   POST /v1/invoices/:id/void
 * Requests are form-encoded with bracketed keys (`items[0][price]=...`, `expand[0]=...`), as the
 * client sends them; answers are Stripe-shaped JSON in the client's API version (2025-03-31
 * 'basil' and later: the first invoice's client secret is the includable
 * `latest_invoice.confirmation_secret`, periods sit on subscription items, invoices name their
 * subscription under `parent.subscription_details`). Errors are `{ error: { type, message,
 * code, param } }` with Stripe's statuses: 401 bad key, 404 resource_missing, 400 for a
 * property that cannot be expanded (e.g. the removed `latest_invoice.payment_intent`).
 *
 * Idempotency works like Stripe's: a repeated Idempotency-Key replays the first answer (with
 * `Idempotent-Replayed: true`), the same key with other parameters is a 400
 * idempotency_error, and a key whose first request is still running answers 409
 * idempotency_key_in_use (which the client retries). Every request is recorded; faults
 * (card_error 402, api_error 500, ...) can be injected per path; `latencyMs` makes concurrent
 * requests overlap. Test helpers build Stripe-shaped events from the fake's state and sign
 * them like Stripe does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

export interface RecordedStripeRequest {
  method: string;
  /** Path without the query string, e.g. '/v1/subscriptions'. */
  path: string;
  /** Decoded form body (POST) or query (GET, DELETE), nested like Stripe reads it. */
  params: Record<string, any>;
  headers: IncomingHttpHeaders;
  idempotencyKey?: string;
  /** The status the fake answered. */
  status?: number;
}

export interface StripeFault {
  method?: string;
  /** Exact path, or a pattern, e.g. /^\/v1\/subscriptions/. */
  path: string | RegExp;
  status: number;
  type: 'card_error' | 'api_error' | 'invalid_request_error' | 'rate_limit_error' | 'idempotency_error';
  code?: string;
  message?: string;
  /** How many matching requests fail (default 1). */
  times?: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT, the value for STRIPE_API_BASE. */
  url: string;
  apiKey: string;
  webhookSecret: string;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY and STRIPE_API_BASE for startTestApp. */
  env(): Record<string, string>;
  requests: RecordedStripeRequest[];
  /** Requests matching a method and path (a string is an exact path, or a prefix when it ends in '/'). */
  requestsTo(method: string, path: string | RegExp): RecordedStripeRequest[];
  customers: Map<string, any>;
  products: Map<string, any>;
  prices: Map<string, any>;
  coupons: Map<string, any>;
  subscriptions: Map<string, any>;
  invoices: Map<string, any>;
  fail(fault: StripeFault): void;
  /** Delay before each answer, so concurrent requests overlap like they do against Stripe. */
  latencyMs: number;
  /** Changes a stored subscription (status, cancel_at, ...) as Stripe would on its side. */
  updateSubscription(id: string, changes: Record<string, any>): any;
  /** A Stripe-shaped event around `object` (id and created may be fixed for ordering tests). */
  event(type: string, object: unknown, options?: { id?: string; created?: number }): StripeEvent;
  /** Marks the subscription's latest invoice paid (the subscription becomes active) and returns 'invoice.paid'. */
  invoicePaid(subscriptionId: string, options?: { id?: string; created?: number }): StripeEvent;
  /**
   * The next period's invoice, paid, as Stripe creates it when a period ends (billing_reason
   * 'subscription_cycle', its forever coupon still applied): the subscription's period moves on
   * by one interval and 'invoice.paid' is returned.
   */
  renewalPaid(subscriptionId: string, options?: { id?: string; created?: number }): StripeEvent;
  /** customer.subscription.updated / .deleted with the subscription as stored now (after `changes`). */
  subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    subscriptionId: string,
    changes?: Record<string, any>,
    options?: { id?: string; created?: number },
  ): StripeEvent;
  /** The payload and Stripe-Signature header Stripe would send for `event` (a string is signed as-is). */
  sign(event: unknown, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: any };
  [key: string]: unknown;
}

const API_VERSION = '2026-10-28.endive';
const DAY = 86_400;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_fake${randomBytes(10).toString('hex')}`;

/** Decodes `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe's API does. */
export function decodeStripeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: any = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(segments[index + 1]!);
      if (last) node[segment] = value;
      else {
        node[segment] ??= nextIsIndex ? [] : {};
        node = node[segment];
      }
    });
  }
  return root;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const throwError = (error: Error): never => {
  throw error;
};

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

function addInterval(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'week') return seconds + 7 * DAY;
  else if (interval === 'day') return seconds + DAY;
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export async function startFakeStripe(
  options: { apiKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? `sk_test_fake${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_fake${randomBytes(12).toString('hex')}`;
  const requests: RecordedStripeRequest[] = [];
  const faults: StripeFault[] = [];
  const customers = new Map<string, any>();
  const products = new Map<string, any>();
  const prices = new Map<string, any>();
  const coupons = new Map<string, any>();
  const subscriptions = new Map<string, any>();
  const invoices = new Map<string, any>();
  const idempotent = new Map<string, { fingerprint: string; done?: { status: number; body: unknown } }>();
  const sockets = new Set<Socket>();

  // --- resources ---------------------------------------------------------------------------

  function createCustomer(params: any) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      livemode: false,
      balance: 0,
      currency: null,
      delinquent: false,
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createProduct(params: any) {
    if (!params.name) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Missing required param: name.',
        'parameter_missing',
        'name',
      );
    }
    const product = {
      id: newId('prod'),
      object: 'product',
      active: true,
      created: now(),
      name: params.name,
      metadata: params.metadata ?? {},
      livemode: false,
      type: 'service',
    };
    products.set(product.id, product);
    return product;
  }

  function createPrice(params: any) {
    if (!products.has(params.product)) throw missing('product', String(params.product), 'product');
    const unitAmount = Number(params.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Invalid integer: unit_amount',
        'parameter_invalid_integer',
        'unit_amount',
      );
    }
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: params.currency,
      livemode: false,
      lookup_key: null,
      metadata: params.metadata ?? {},
      nickname: null,
      product: params.product,
      recurring: params.recurring
        ? {
            interval: params.recurring.interval,
            interval_count: Number(params.recurring.interval_count ?? 1),
            meter: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      type: params.recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    prices.set(price.id, price);
    return price;
  }

  function createCoupon(params: any) {
    const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
    const amountOff = params.amount_off === undefined ? null : Number(params.amount_off);
    if ((percentOff === null) === (amountOff === null)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You must pass exactly one of percent_off or amount_off.',
      );
    }
    if (amountOff !== null && !params.currency) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You must pass currency when passing amount_off.',
        'parameter_missing',
        'currency',
      );
    }
    const coupon = {
      id: params.id ?? randomBytes(4).toString('hex').toUpperCase(),
      object: 'coupon',
      amount_off: amountOff,
      created: now(),
      currency: amountOff === null ? null : params.currency,
      duration: params.duration ?? 'once',
      duration_in_months: null,
      livemode: false,
      max_redemptions: null,
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      percent_off: percentOff,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    };
    coupons.set(coupon.id, coupon);
    return coupon;
  }

  function discountedAmount(amount: number, couponIds: string[]): number {
    let total = amount;
    for (const id of couponIds) {
      const coupon = coupons.get(id)!;
      const off =
        coupon.percent_off !== null ? Math.round((total * coupon.percent_off) / 100) : coupon.amount_off;
      total = Math.max(0, total - off);
    }
    return total;
  }

  function createSubscription(params: any) {
    const customer = customers.get(params.customer);
    if (!customer) throw missing('customer', String(params.customer), 'customer');
    const items: any[] = params.items ?? [];
    if (items.length === 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Missing required param: items.',
        'parameter_missing',
        'items',
      );
    }
    const couponIds: string[] = (params.discounts ?? []).map((discount: any) => discount.coupon);
    for (const id of couponIds) if (!coupons.has(id)) throw missing('coupon', id, 'discounts[0][coupon]');
    const start = now();
    const subscriptionId = newId('sub');
    let subtotal = 0;
    let periodEnd = start;
    const subscriptionItems = items.map((item) => {
      const price = prices.get(item.price);
      if (!price) throw missing('price', String(item.price), 'items[0][price]');
      subtotal += price.unit_amount * Number(item.quantity ?? 1);
      periodEnd = addInterval(start, price.recurring?.interval ?? 'month');
      return {
        id: newId('si'),
        object: 'subscription_item',
        created: start,
        current_period_start: start,
        current_period_end: periodEnd,
        metadata: {},
        price,
        quantity: Number(item.quantity ?? 1),
        subscription: subscriptionId,
      };
    });
    const total = discountedAmount(subtotal, couponIds);
    const paid = total === 0;
    const invoiceId = newId('in');
    const paymentIntentId = newId('pi');
    const metadata = params.metadata ?? {};
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      amount_due: total,
      amount_paid: paid ? total : 0,
      amount_remaining: paid ? 0 : total,
      auto_advance: !paid,
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      confirmation_secret: paid
        ? null
        : {
            client_secret: `${paymentIntentId}_secret_${randomBytes(12).toString('hex')}`,
            type: 'payment_intent',
          },
      created: start,
      currency: subscriptionItems[0]!.price.currency,
      customer: customer.id,
      lines: {
        object: 'list',
        data: subscriptionItems.map((item) => ({
          id: newId('il'),
          object: 'line_item',
          amount: item.price.unit_amount * item.quantity,
          currency: item.price.currency,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              subscription: subscriptionId,
              subscription_item: item.id,
              proration: false,
            },
            invoice_item_details: null,
          },
          period: { start, end: item.current_period_end },
          quantity: item.quantity,
        })),
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata, subscription: subscriptionId },
      },
      period_end: start,
      period_start: start,
      status: paid ? 'paid' : 'open',
      status_transitions: {
        finalized_at: start,
        marked_uncollectible_at: null,
        paid_at: paid ? start : null,
        voided_at: null,
      },
      subtotal,
      total,
    };
    invoices.set(invoiceId, invoice);
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: invoice.currency,
      customer: customer.id,
      default_payment_method: null,
      discounts: couponIds.map(() => newId('di')),
      ended_at: null,
      items: {
        object: 'list',
        data: subscriptionItems,
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: invoiceId,
      livemode: false,
      metadata,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: params.payment_settings?.save_default_payment_method ?? 'off',
      },
      start_date: start,
      status: paid ? 'active' : params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
    };
    subscriptions.set(subscriptionId, subscription);
    for (const id of couponIds) coupons.get(id)!.times_redeemed += 1;
    return subscription;
  }

  /** The subscription as the API shows it, with `expand` applied (paths already checked). */
  function renderSubscription(subscription: any, expand: string[]) {
    const rendered = { ...subscription };
    if (expand.includes('customer')) rendered.customer = customers.get(subscription.customer);
    if (expand.some((path) => path.startsWith('latest_invoice'))) {
      const invoice = { ...invoices.get(subscription.latest_invoice) };
      // confirmation_secret is includable: absent unless asked for.
      if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
      rendered.latest_invoice = invoice;
    }
    return rendered;
  }

  /**
   * Like Stripe: cancelling stops automatic collection of the open invoice but leaves it open
   * (a customer holding its payment form could still pay it); voiding it is a call of its own.
   */
  function cancelSubscription(subscription: any) {
    if (subscription.status !== 'canceled') {
      const at = now();
      Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
      const invoice = invoices.get(subscription.latest_invoice);
      if (invoice && invoice.status === 'open') invoice.auto_advance = false;
    }
    return subscription;
  }

  /** Only an open invoice can be voided (a paid one no longer can: the 400 Stripe answers). */
  function voidInvoice(id: string) {
    const invoice = invoices.get(id) ?? throwError(missing('invoice', id, 'invoice'));
    if (invoice.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        "You can only pass in open invoices. This invoice isn't open.",
      );
    }
    Object.assign(invoice, {
      status: 'void',
      auto_advance: false,
      amount_remaining: 0,
      confirmation_secret: null,
    });
    return invoice;
  }

  // --- routing -----------------------------------------------------------------------------

  function route(method: string, path: string, params: any): unknown {
    const expand: string[] = Array.isArray(params.expand) ? params.expand : [];
    // '/v1/prices/price_123' -> collection 'prices', id 'price_123'; '/v1/invoices/in_1/void' -> action 'void'.
    const [, collection = '', rawId, action] =
      path.match(/^\/v1\/([a-z_]+)(?:\/([^/]+)(?:\/([a-z_]+))?)?$/) ?? [];
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    const route = `${method} ${collection}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;
    switch (route) {
      case 'POST customers':
        return createCustomer(params);
      case 'DELETE customers/:id':
        if (!customers.delete(id!)) throw missing('customer', id!);
        return { id, object: 'customer', deleted: true };
      case 'POST products':
        return createProduct(params);
      case 'POST prices':
        return createPrice(params);
      case 'GET prices/:id':
        return prices.get(id!) ?? throwError(missing('price', id!));
      case 'POST coupons':
        return createCoupon(params);
      case 'GET coupons/:id':
        return coupons.get(id!) ?? throwError(missing('coupon', id!));
      case 'POST subscriptions':
        // Expansion is checked before anything is created, as Stripe does.
        checkSubscriptionExpand(expand);
        return renderSubscription(createSubscription(params), expand);
      case 'POST invoices/:id/void':
        return voidInvoice(id!);
      case 'GET subscriptions/:id':
      case 'DELETE subscriptions/:id': {
        checkSubscriptionExpand(expand);
        const subscription = subscriptions.get(id!) ?? throwError(missing('subscription', id!));
        if (method === 'DELETE') cancelSubscription(subscription);
        return renderSubscription(subscription, expand);
      }
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  /** Only these can be expanded on a subscription here; Stripe refuses other paths with a 400. */
  function checkSubscriptionExpand(expand: string[]) {
    for (const path of expand) {
      if (!['latest_invoice', 'latest_invoice.confirmation_secret', 'customer'].includes(path)) {
        const property = path.split('.').at(-1);
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `This property cannot be expanded (${property}).`,
          undefined,
          'expand',
        );
      }
    }
  }

  function takeFault(method: string, path: string): StripeFault | undefined {
    const index = faults.findIndex(
      (fault) =>
        (!fault.method || fault.method === method) &&
        (typeof fault.path === 'string' ? fault.path === path : fault.path.test(path)),
    );
    if (index < 0) return undefined;
    const fault = faults[index]!;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) faults.splice(index, 1);
    return fault;
  }

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': newId('req'),
      'stripe-version': API_VERSION,
      ...headers,
    });
    response.end(text);
  }

  const errorBody = (error: StripeApiError) => ({
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
      request_log_url: 'https://dashboard.stripe.com/test/logs',
    },
  });

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const params = method === 'POST' ? decodeStripeForm(raw) : decodeStripeForm(url.search.slice(1));
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const recorded: RecordedStripeRequest = {
      method,
      path: url.pathname,
      params,
      headers: request.headers,
      idempotencyKey,
    };
    requests.push(recorded);
    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      recorded.status = status;
      send(response, status, body, headers);
    };

    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      const shown = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      reply(
        401,
        errorBody(
          new StripeApiError(
            401,
            'invalid_request_error',
            `Invalid API Key provided: ${shown.slice(0, 8)}****`,
          ),
        ),
      );
      return;
    }

    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (idempotencyKey && method === 'POST') {
      const seen = idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        reply(
          400,
          errorBody(
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          ),
        );
        return;
      }
      if (seen?.done) {
        reply(seen.done.status, seen.done.body, {
          'idempotent-replayed': 'true',
          'original-request': 'req_fake',
        });
        return;
      }
      if (seen) {
        reply(
          409,
          errorBody(
            new StripeApiError(
              409,
              'invalid_request_error',
              'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
              'idempotency_key_in_use',
            ),
          ),
        );
        return;
      }
      idempotent.set(idempotencyKey, { fingerprint });
    }

    if (fake.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));

    const fault = takeFault(method, url.pathname);
    if (fault) {
      // Failed requests are not saved for replay: a retry with the same key runs again.
      if (idempotencyKey) idempotent.delete(idempotencyKey);
      const defaults: Record<string, string> = {
        card_error: 'Your card was declined.',
        api_error: 'An unknown error occurred',
      };
      reply(
        fault.status,
        errorBody(
          new StripeApiError(
            fault.status,
            fault.type,
            fault.message ?? defaults[fault.type] ?? 'Request failed',
            fault.code ?? (fault.type === 'card_error' ? 'card_declined' : undefined),
          ),
        ),
      );
      return;
    }

    let status = 200;
    let body: unknown;
    try {
      body = route(method, url.pathname, params);
    } catch (error) {
      const apiError =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, 'api_error', `fake-stripe bug: ${(error as Error).message}`);
      status = apiError.status;
      body = errorBody(apiError);
    }
    if (idempotencyKey && method === 'POST')
      idempotent.set(idempotencyKey, { fingerprint, done: { status, body } });
    reply(status, body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const event = (type: string, object: unknown, eventOptions: { id?: string; created?: number } = {}) => ({
    id: eventOptions.id ?? newId('evt'),
    object: 'event' as const,
    api_version: API_VERSION,
    created: eventOptions.created ?? now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  const fake: FakeStripe = {
    url,
    apiKey,
    webhookSecret,
    env: () => ({
      STRIPE_SECRET_KEY: apiKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: url,
    }),
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string'
            ? path.endsWith('/')
              ? request.path.startsWith(path)
              : request.path === path
            : path.test(request.path)),
      ),
    customers,
    products,
    prices,
    coupons,
    subscriptions,
    invoices,
    latencyMs: 0,
    fail: (fault) => {
      faults.push({ ...fault });
    },
    updateSubscription: (id, changes) => {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake-stripe: no subscription ${id}`);
      return Object.assign(subscription, changes);
    },
    event,
    invoicePaid: (subscriptionId, eventOptions) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake-stripe: no subscription ${subscriptionId}`);
      const invoice = invoices.get(subscription.latest_invoice);
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        confirmation_secret: null,
        status_transitions: { ...invoice.status_transitions, paid_at: now() },
      });
      if (subscription.status === 'incomplete') subscription.status = 'active';
      // Webhook payloads carry no includable fields.
      const { confirmation_secret: _secret, ...payload } = invoice;
      return event('invoice.paid', structuredClone(payload), eventOptions);
    },
    renewalPaid: (subscriptionId, eventOptions) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake-stripe: no subscription ${subscriptionId}`);
      const previous = invoices.get(subscription.latest_invoice);
      const item = subscription.items.data[0];
      const start = item.current_period_end;
      item.current_period_start = start;
      item.current_period_end = addInterval(start, item.price.recurring?.interval ?? 'month');
      const invoiceId = newId('in');
      const paidAt = now();
      const invoice = {
        ...structuredClone(previous),
        id: invoiceId,
        amount_paid: previous.amount_due,
        amount_remaining: 0,
        auto_advance: false,
        billing_reason: 'subscription_cycle',
        confirmation_secret: null,
        created: paidAt,
        period_start: start,
        period_end: start,
        status: 'paid',
        status_transitions: {
          finalized_at: paidAt,
          marked_uncollectible_at: null,
          paid_at: paidAt,
          voided_at: null,
        },
      };
      invoice.lines.data = invoice.lines.data.map((line: any) => ({
        ...line,
        id: newId('il'),
        period: { start, end: item.current_period_end },
      }));
      invoice.lines.url = `/v1/invoices/${invoiceId}/lines`;
      invoices.set(invoiceId, invoice);
      subscription.latest_invoice = invoiceId;
      const { confirmation_secret: _secret, ...payload } = invoice;
      return event('invoice.paid', structuredClone(payload), eventOptions);
    },
    subscriptionEvent: (type, subscriptionId, changes = {}, eventOptions) => {
      const subscription = fake.updateSubscription(subscriptionId, changes);
      return event(type, structuredClone(subscription), eventOptions);
    },
    sign: (payloadEvent, secret = webhookSecret) => {
      const payload = typeof payloadEvent === 'string' ? payloadEvent : JSON.stringify(payloadEvent);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
