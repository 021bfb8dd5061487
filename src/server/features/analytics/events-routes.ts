import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ANALYTICS_LIMITS, BEACON_KINDS, beaconSchema } from '../../../shared/api/analytics.ts';
import type { AppEnv } from '../../app-context.ts';
import { leadSettings } from '../../db/schema/index.ts';
import { bodyCap } from '../../lib/body-too-large.ts';
import { EVENT_KINDS } from '../../lib/page-analytics.ts';
import { publicCors } from '../../lib/public-cors.ts';
import { clientIp } from '../../lib/request-guards.ts';
import { beaconUtm, experimentIdParam, isBotAgent, pageEvent } from './page-event.ts';

/** Capture keys are base64url (leads/capture-routes.ts); anything else cannot be one. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
/** Keys looked up recently, found or not: a flood of events costs no query per event. */
const KEY_CACHE_MS = 30_000;
const keyCache = new Map<string, { pageId: number | null; until: number }>();

async function pageOfKey(c: Context<AppEnv>, key: string): Promise<number | null> {
  const now = Date.now();
  const cached = keyCache.get(key);
  if (cached && cached.until > now) return cached.pageId;
  const [row] = await c.var.deps.db
    .select({ pageId: leadSettings.pageId })
    .from(leadSettings)
    .where(eq(leadSettings.formKey, key))
    .limit(1);
  if (keyCache.size > 50_000) keyCache.clear();
  keyCache.set(key, { pageId: row?.pageId ?? null, until: now + KEY_CACHE_MS });
  return row?.pageId ?? null;
}

/** A rotated capture key stops counting at once in this process (leads/lead-settings rotate). */
export function forgetEventKey(key: string) {
  keyCache.delete(key);
}

// One answer for a malformed key, an unknown one and a rotated one: no hint which exists.
const unknownKey = (c: Context) => c.json({ message: 'Not found' }, 404);
const throttled = (c: Context, seconds: number) =>
  c.json({ message: 'Too many events: slow down' }, 429, { 'Retry-After': String(seconds) });

/**
 * POST /e/{capture key}[?x={experiment}]: the analytics beacon's endpoint (an experiment's
 * served variant names its experiment in `x`). Open CORS without credentials, as
 * lead capture; a body cap of 1 KB; throttled per address and per page in memory. An
 * accepted event (or a bot's, silently dropped) answers 204 once it is queued: the batch
 * writer stores and counts it within a second or so.
 */
export const eventsRoutes = new Hono<AppEnv>()
  .use('*', publicCors({ allowHeaders: ['Content-Type'] }))
  .use('*', bodyCap({ maxSize: ANALYTICS_LIMITS.maxBeaconBytes }))
  .post('/:key', async (c) => {
    const { deps } = c.var;
    const ip = clientIp(c, deps.config.TRUST_PROXY);
    const byIp = deps.analytics.throttle({ ip });
    if (byIp) return throttled(c, byIp);
    const key = c.req.param('key');
    if (!KEY_SHAPE.test(key)) return unknownKey(c);
    const pageId = await pageOfKey(c, key);
    if (pageId === null) return unknownKey(c);
    const byPage = deps.analytics.throttle({ pageId });
    if (byPage) return throttled(c, byPage);

    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.text());
    } catch {
      return c.json({ message: 'The event must be JSON' }, 400);
    }
    const beacon = beaconSchema.safeParse(parsed);
    if (!beacon.success) {
      return c.json(
        { message: `The event must say what happened: k is one of ${Object.keys(BEACON_KINDS).join(', ')}` },
        400,
      );
    }
    const userAgent = c.req.header('user-agent') ?? '';
    // A crawler or a headless browser is not a visitor; it learns nothing from the answer.
    if (isBotAgent(userAgent)) return c.body(null, 204);
    const at = new Date();
    deps.analytics.record(
      pageEvent({
        pageId,
        kind: beacon.data.k === 'v' ? EVENT_KINDS.view : EVENT_KINDS.formStart,
        channel: beacon.data.c,
        visitor: await deps.analytics.visitorOf({ pageId, ip, userAgent, at }),
        at,
        utm: beaconUtm(beacon.data),
        referrerHost: beacon.data.r ?? null,
        experimentId: experimentIdParam(c.req.query('x')),
      }),
    );
    return c.body(null, 204);
  });
