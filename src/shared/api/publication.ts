import { z } from 'zod';

/**
 * Hosted publishing (docs/product.md, 'Publishing'): a page's live version served at
 * `/p/{slug}`. The slug rule and the reserved words are shared, so the publish dialog refuses
 * what the API would refuse, with the same words.
 */

export const SLUG_RULE =
  'slug must be 3 to 64 characters of lowercase letters, digits and single hyphens, starting and ending with a letter or digit';

/** Words the app's own addresses use, or that would read as the product's own pages. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'billing',
  'blog',
  'dashboard',
  'details',
  'docs',
  'e',
  'f',
  'favicon',
  'healthz',
  'help',
  'leads',
  'login',
  'logout',
  'media',
  'p',
  'pagecraft',
  'preview',
  'pricing',
  'readyz',
  'register',
  'robots',
  'sandbox-frame',
  'settings',
  'signup',
  'sitemap',
  'static',
  'status',
  'support',
  'variations',
  'www',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string({ error: SLUG_RULE })
  .refine((slug) => slug.length >= 3 && slug.length <= 64 && SLUG.test(slug), { error: SLUG_RULE })
  .refine((slug) => !RESERVED_SLUGS.has(slug), {
    error: (issue) => `"${String(issue.input)}" is reserved: choose another slug`,
  });

/** PUT /api/landing-pages/{id}/publication */
export const publicationBodySchema = z.strictObject({ slug: slugSchema });
export type PublicationBody = z.infer<typeof publicationBodySchema>;

/** GET|PUT /api/landing-pages/{id}/publication */
export interface Publication {
  slug: string;
  /** The page's public address: `{origin}/p/{slug}`, on PUBLIC_HOST when it is set. */
  url: string;
  /** The version the public page shows (the live version when it was published). */
  versionId: number;
  publishedAt: string;
}
