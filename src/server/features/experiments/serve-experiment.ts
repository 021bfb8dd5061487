import { randomInt } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-context.ts';
import { experiments, experimentVariants } from '../../db/schema/index.ts';
import { requestOrigin } from '../../lib/request-guards.ts';
import { isBotAgent } from '../analytics/index.ts';
import { type HostedPage, hostedPageResponse } from '../publishing/index.ts';
import type { ExperimentsDeps } from './deps.ts';

/** A live experiment as `/p/{slug}` serves it: its variants' artifacts, in order. */
interface LiveExperiment {
  id: number;
  slug: string;
  promotedPageId: number | null;
  variants: { pageId: number; weight: number; page: HostedPage }[];
}

/**
 * Live experiments by slug, for a few seconds, as the hosted pages are (publish-page.ts): a
 * burst of visitors costs one read. Misses are cached too. This instance's own changes clear
 * it at once; another instance's reach it within LIVE_CACHE_MS.
 */
const LIVE_CACHE_MS = 5_000;
const LIVE_CACHE_ENTRIES = 100;
const live = new Map<string, { experiment: LiveExperiment | null; until: number }>();

export function forgetLiveExperiments() {
  live.clear();
}

async function readLiveExperiment(deps: ExperimentsDeps, slug: string): Promise<LiveExperiment | null> {
  const now = Date.now();
  const cached = live.get(slug);
  if (cached && cached.until > now) return cached.experiment;
  const rows = await deps.db
    .select({
      id: experiments.id,
      promotedPageId: experiments.promotedPageId,
      pageId: experimentVariants.pageId,
      weight: experimentVariants.weight,
      html: experimentVariants.html,
      htmlBr: experimentVariants.htmlBr,
      htmlGzip: experimentVariants.htmlGzip,
      digest: experimentVariants.digest,
    })
    .from(experiments)
    .innerJoin(experimentVariants, eq(experimentVariants.experimentId, experiments.id))
    .where(and(eq(experiments.slug, slug), ne(experiments.status, 'ended')))
    .orderBy(asc(experimentVariants.position));
  const variants = rows.flatMap((row) =>
    row.pageId !== null && row.html !== null && row.htmlBr && row.htmlGzip && row.digest
      ? [
          {
            pageId: row.pageId,
            weight: row.weight,
            page: { html: row.html, htmlBr: row.htmlBr, htmlGzip: row.htmlGzip, digest: row.digest },
          },
        ]
      : [],
  );
  const experiment =
    rows[0] && variants.length > 0
      ? { id: rows[0].id, slug, promotedPageId: rows[0].promotedPageId, variants }
      : null;
  if (live.size >= LIVE_CACHE_ENTRIES) live.delete(live.keys().next().value!);
  live.set(slug, { experiment, until: now + LIVE_CACHE_MS });
  return experiment;
}

/** The cookie that keeps a visitor on one variant: first-party, this experiment's only. */
export const variantCookieName = (experimentId: number) => `pc_x${experimentId}`;
const COOKIE_DAYS = 90;

/** Weighted, from a cryptographic source: no visitor can predict or steer their variant. */
export function pickByWeight<T extends { weight: number }>(variants: readonly T[]): T {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = (randomInt(0, 2 ** 32) / 2 ** 32) * total;
  for (const variant of variants) {
    if (variant.weight <= 0) continue;
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return variants.findLast((variant) => variant.weight > 0) ?? variants[0]!;
}

/**
 * `/p/{slug}` of an experiment (docs/product.md, 'Experiments'): the variant's own artifact,
 * chosen on the server, so there is no flicker and no swap in the browser. A returning visitor
 * keeps the variant their cookie names; a new one is drawn by weight and gets the cookie; a
 * bot gets the first variant, no cookie, and its beacon is never counted; once promoted,
 * everyone gets the promoted page. The answer names the variant in X-Pagecraft-Variant and is
 * never stored by a shared cache (it differs per visitor).
 */
export async function experimentResponse(c: Context<AppEnv>, slug: string): Promise<Response | null> {
  const experiment = await readLiveExperiment(c.var.deps, slug);
  if (!experiment) return null;
  const { variants } = experiment;
  const cookieName = variantCookieName(experiment.id);
  const promoted = variants.find((variant) => variant.pageId === experiment.promotedPageId);
  const bot = isBotAgent(c.req.header('user-agent') ?? '');
  const remembered = getCookie(c, cookieName);
  const returning = variants.find((variant) => String(variant.pageId) === remembered);
  const chosen = promoted ?? (bot ? variants[0]! : (returning ?? pickByWeight(variants)));
  const headers: Record<string, string> = {
    'X-Pagecraft-Variant': String(chosen.pageId),
    Vary: 'Cookie',
  };
  if (!promoted && !bot && !returning) {
    const secure = requestOrigin(c, c.var.deps.config.TRUST_PROXY).startsWith('https:') ? '; Secure' : '';
    headers['Set-Cookie'] =
      `${cookieName}=${chosen.pageId}; Path=/p/${slug}; Max-Age=${COOKIE_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`;
  }
  return hostedPageResponse(c, chosen.page, { cacheControl: 'private, no-store', headers });
}
