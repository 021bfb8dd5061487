import { isbot } from 'isbot';
import {
  ANALYTICS_LIMITS,
  type AnalyticsChannel,
  type Beacon,
  UTM_FIELDS,
} from '../../../shared/api/analytics.ts';
import type { EventKind, PageEvent } from '../../lib/page-analytics.ts';

/** User agents judged lately: a few browser builds send most of the traffic, and isbot's
 * pattern is long. Cleared when full rather than kept in order: it refills in moments. */
const judged = new Map<string, boolean>();
const JUDGED_MAX = 2_000;

/** A crawler or a headless browser (isbot's maintained list), or no user agent at all. */
export function isBotAgent(userAgent: string): boolean {
  if (!userAgent) return true;
  let bot = judged.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(userAgent, bot);
  }
  return bot;
}

type Utm = Partial<Record<(typeof UTM_FIELDS)[number], string | null | undefined>>;

/**
 * A value as stored: trimmed, control characters dropped, cut to the limit (the views and the
 * CSV escape it; storing it cut keeps a hostile URL from bloating every row).
 */
export function cleanValue(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? [...cleaned].slice(0, ANALYTICS_LIMITS.maxValueLength).join('') : null;
}

/** A referrer's host as the beacon sends it, or one taken from a full referrer URL (a lead's). */
export function referrerHostOf(value: string | null | undefined): string | null {
  const cleaned = cleanValue(value);
  if (!cleaned) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(cleaned)) {
    try {
      return cleanValue(new URL(cleaned).host.toLowerCase());
    } catch {
      return null;
    }
  }
  return cleaned.toLowerCase();
}

/** The statistics' source: utm_source, else the referrer's host, else "direct". */
export const sourceOf = (utmSource: string | null, referrerHost: string | null) =>
  utmSource ?? referrerHost ?? 'direct';

export function pageEvent(input: {
  pageId: number;
  kind: EventKind;
  channel: AnalyticsChannel;
  visitor: string;
  at: Date;
  utm: Utm;
  referrerHost: string | null;
  experimentId?: number | null;
}): PageEvent {
  const utmSource = cleanValue(input.utm.utm_source);
  const referrerHost = referrerHostOf(input.referrerHost);
  return {
    occurredAt: input.at,
    pageId: input.pageId,
    kind: input.kind,
    channel: input.channel,
    visitor: input.visitor,
    source: sourceOf(utmSource, referrerHost),
    utmMedium: cleanValue(input.utm.utm_medium),
    utmCampaign: cleanValue(input.utm.utm_campaign),
    utmTerm: cleanValue(input.utm.utm_term),
    utmContent: cleanValue(input.utm.utm_content),
    referrerHost,
    experimentId: input.experimentId ?? null,
  };
}

/**
 * The `x` query parameter of a served experiment's beacon and forms: a positive whole number,
 * else null (anything else is ignored, not refused: the event still counts for its page).
 */
export function experimentIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The beacon's utm array (UTM_FIELDS order) as named fields. */
export const beaconUtm = (beacon: Beacon): Utm =>
  Object.fromEntries(UTM_FIELDS.map((name, index) => [name, beacon.u?.[index] ?? null]));
