import { z } from 'zod';

/**
 * GET /api/config: what the web app needs to know about this installation before anyone signs
 * in (public, no secrets).
 */
export const publicConfigSchema = z.object({
  /** The demo account shown on the generator's login card; null without DEMO_PASSWORD. */
  demoAccount: z.object({ username: z.string(), password: z.string() }).nullable(),
  /** Card payments are available when this is set (the publishable key is public by design). */
  stripePublishableKey: z.string().nullable(),
  aiProvider: z.string(),
  /**
   * Where 'Contact support' leads: SUPPORT_URL (a page) and SUPPORT_EMAIL (an address, as a
   * mailto: link). The page wins when both are set; with neither, no link is shown.
   */
  support: z.object({ url: z.string().nullable(), email: z.string().nullable() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The link 'Contact support' takes: the support page, else a mailto: link, else none. */
export function supportHref(support: PublicConfig['support'] | null | undefined): string | null {
  if (support?.url) return support.url;
  if (support?.email) return `mailto:${support.email}`;
  return null;
}
