/**
 * The fake Stripe API for browser tests, run by Playwright as a web server
 * (`node --import tsx tests/e2e/support-servers/fake-stripe-server.ts`). An app instance with
 * Stripe keys talks to it through the real `stripe` client (STRIPE_API_BASE).
 *
 * The fake itself (tests/fakes/fake-stripe.ts) listens on a random port; this starter serves
 * it on FAKE_STRIPE_PORT by forwarding every request, and adds one control route for tests,
 * since in the browser the payment is confirmed by a stand-in Stripe.js that tells no one:
 * - `POST /__e2e/invoice-paid`: the newest incomplete subscription's first invoice is paid,
 *   and the signed 'invoice.paid' event is delivered to the app's webhook, as Stripe would.
 *   Answers `{ subscriptionId, webhookStatus }`.
 * - `POST /__e2e/fail` with a StripeFault as JSON (path given as a string): the next matching
 *   Stripe calls fail, e.g. `{ "path": "/v1/subscriptions", "status": 500, "type": "api_error" }`.
 */
import { createServer, request as httpRequest } from 'node:http';
import { type StripeFault, startFakeStripe } from '../../fakes/fake-stripe.ts';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 5587);
const appUrl = process.env.STRIPE_APP_URL ?? 'http://127.0.0.1:5487';
const fake = await startFakeStripe({
  apiKey: process.env.FAKE_STRIPE_KEY ?? 'sk_test_e2e',
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e',
});
const upstream = new URL(fake.url);

async function payNewestInvoice(): Promise<{ subscriptionId: string | null; webhookStatus: number | null }> {
  const pending = [...fake.subscriptions.values()].filter((item) => item.status === 'incomplete');
  const subscription = pending.at(-1);
  if (!subscription) return { subscriptionId: null, webhookStatus: null };
  const { payload, signature } = fake.sign(fake.invoicePaid(subscription.id));
  const response = await fetch(`${appUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  return { subscriptionId: subscription.id, webhookStatus: response.status };
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/__e2e/invoice-paid') {
    payNewestInvoice().then(
      (result) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(result));
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      },
    );
    return;
  }
  if (req.method === 'POST' && req.url === '/__e2e/fail') {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      fake.fail(JSON.parse(body) as StripeFault);
      res.writeHead(204);
      res.end();
    });
    return;
  }
  const forward = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`fake-stripe proxy: ${error.message}`);
  });
  req.pipe(forward);
});
server.listen(port, '127.0.0.1', () => console.log(`fake Stripe listening on http://127.0.0.1:${port}`));

const stop = () => {
  server.close();
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
