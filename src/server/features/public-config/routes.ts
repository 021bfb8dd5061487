import { Hono } from 'hono';
import type { AppEnv } from '../../app-context.ts';

/**
 * What the web app needs to know about this installation before anyone signs in: the demo
 * account shown on the generator's login card (only when one is configured), whether card
 * payments are available (the publishable key is public by design) and which AI engine runs.
 */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.var.deps;
  return c.json({
    demoAccount: config.DEMO_PASSWORD
      ? { username: config.DEMO_USERNAME, password: config.DEMO_PASSWORD }
      : null,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    aiProvider: config.aiProvider,
  });
});
