/**
 * Ports of one browser-test run. E2E_PORT moves the whole set, so several runs can share a
 * machine: the offline app on the port itself, a second app wired to the fake Anthropic API
 * 100 above, and the fake 200 above; an app with Stripe keys 300 above and the fake Stripe API
 * 400 above.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 5187);
export const ANTHROPIC_APP_PORT = APP_PORT + 100;
export const FAKE_ANTHROPIC_PORT = APP_PORT + 200;
export const ANTHROPIC_APP_URL = `http://127.0.0.1:${ANTHROPIC_APP_PORT}`;
/** An app with Stripe keys, wired to the fake Stripe API (upgrade.spec.ts), and that fake. */
export const STRIPE_APP_PORT = APP_PORT + 300;
export const FAKE_STRIPE_PORT = APP_PORT + 400;
export const STRIPE_APP_URL = `http://127.0.0.1:${STRIPE_APP_PORT}`;
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
