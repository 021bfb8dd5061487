import { Hono } from 'hono';
import type { PublicConfig } from '../../../shared/api/public-config.ts';
import type { AppEnv } from '../../app-context.ts';

/**
 * What the web app needs to know about this installation before anyone signs in: the demo
 * account shown on the generator's login card (only when one is configured), whether card
 * payments are available (the publishable key is public by design), which AI engine runs, and
 * where 'Contact support' leads (SUPPORT_URL, SUPPORT_EMAIL; neither = no link).
 */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.var.deps;
  const answer: PublicConfig = {
    demoAccount: config.DEMO_PASSWORD
      ? { username: config.DEMO_USERNAME, password: config.DEMO_PASSWORD }
      : null,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    aiProvider: config.aiProvider,
    support: { url: config.SUPPORT_URL ?? null, email: config.SUPPORT_EMAIL ?? null },
  };
  return c.json(answer);
});
