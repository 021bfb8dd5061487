import { eq, sql } from 'drizzle-orm';
import type { AnalyticsChannel } from '../../../shared/api/analytics.ts';
import { DEFAULT_THANK_YOU_MESSAGE } from '../../../shared/api/leads.ts';
import type { AppDeps, LeadLimits } from '../../app-context.ts';
import { leadSettings, leads } from '../../db/schema/index.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { EVENT_KINDS, isBotAgent, pageEvent } from '../analytics/index.ts';
import { requestDelivery } from './deliver-lead.ts';
import type { Submission } from './read-submission.ts';
import { isShareTestToken } from './share-test-leads.ts';

/**
 * A person submits a form a few times at most; a page with paid traffic may take hundreds of
 * leads in minutes, so the page's bound is a flood guard far above any campaign.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  /** The limit is the config's LEAD_LIMIT_PER_IP (20 unless set). */
  perIp: { limit: 20, windowMs: 10 * 60_000 },
  perPage: { limit: 2000, windowMs: 10 * 60_000 },
};

export interface CaptureOutcome {
  thankYouMessage: string;
  thankYouUrl: string | null;
  /** The stored lead (a bot's too, flagged), for whoever counts leads after the answer. */
  lead: { id: number; pageId: number; isTest: boolean; isSpam: boolean };
}

const THROTTLED = 'Too many submissions: please wait a few minutes and try again';

/**
 * Where the form was, for a lead whose visitor the statistics have not seen yet (a beacon
 * blocked by the browser): the share link's leads are its tests, a page under /p/ is hosted,
 * anything else pasted. A visitor already seen that day keeps the channel of their first view.
 */
function channelOfLead(pageUrl: string | undefined, isTest: boolean): AnalyticsChannel {
  if (isTest) return 'share';
  try {
    return pageUrl && new URL(pageUrl).pathname.startsWith('/p/') ? 'hosted' : 'pasted';
  } catch {
    return 'pasted';
  }
}

/**
 * POST /f/{formKey}: throttle, find the page, store the lead (spam too, flagged, so a bot
 * learns nothing from the answer), and only then ask for its delivery. The store is the one
 * thing that must happen: a lost webhook, queue or restart afterwards loses nothing, since
 * the lead row carries its own delivery schedule. `testToken` (the capture URL's `?test=`)
 * marks a test lead from the share link when it is the page's own marker
 * (share-test-leads.ts); a test lead is throttled like any other and never delivered.
 */
export async function captureLead(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'leadLimits' | 'analytics'>,
  input: {
    formKey: string;
    submission: Submission;
    clientIp: string;
    userAgent: string;
    testToken?: string | null;
    experimentId?: number | null;
  },
): Promise<CaptureOutcome> {
  const { db } = deps;
  const { submission } = input;
  const byIp = await hitRateLimit(db, `lead-ip:${input.clientIp}`, deps.leadLimits.perIp);
  if (byIp.limited) throw tooManyRequests(THROTTLED, byIp.retryAfterSeconds);
  const [settings] = await db
    .select({
      pageId: leadSettings.pageId,
      userId: leadSettings.userId,
      signingSecret: leadSettings.signingSecret,
      webhookUrl: leadSettings.webhookUrl,
      thankYouMessage: leadSettings.thankYouMessage,
      thankYouUrl: leadSettings.thankYouUrl,
    })
    .from(leadSettings)
    .where(eq(leadSettings.formKey, input.formKey))
    .limit(1);
  if (!settings) throw notFound('This form is no longer connected: the page owner has to export it again');
  const byPage = await hitRateLimit(db, `lead-page:${settings.pageId}`, deps.leadLimits.perPage);
  if (byPage.limited) throw tooManyRequests(THROTTLED, byPage.retryAfterSeconds);

  const isTest = isShareTestToken(input.testToken, settings);
  const deliverNow = !isTest && submission.spamReason === null && settings.webhookUrl !== null;
  // The page's statistics count a lead that is neither spam, nor a test, nor a bot's; the
  // visitor hash joins it to the view it came from (docs/product.md, 'Page statistics').
  const at = new Date();
  const counted = !isTest && submission.spamReason === null && !isBotAgent(input.userAgent);
  const visitor = counted
    ? await deps.analytics.visitorOf({
        pageId: settings.pageId,
        ip: input.clientIp,
        userAgent: input.userAgent,
        at,
      })
    : null;
  const channel = channelOfLead(submission.source.page_url, isTest);
  const [lead] = await db
    .insert(leads)
    .values({
      pageId: settings.pageId,
      userId: settings.userId,
      fields: submission.fields,
      source: submission.source,
      isSpam: submission.spamReason !== null,
      isTest,
      visitor,
      channel,
      spamReason: submission.spamReason,
      nextAttemptAt: deliverNow ? sql`now()` : null,
    })
    .returning({
      id: leads.id,
      pageId: leads.pageId,
      isTest: leads.isTest,
      isSpam: leads.isSpam,
      attempts: leads.attempts,
      nextAttemptAt: leads.nextAttemptAt,
    });
  if (!lead) throw new Error('The lead was not stored');
  if (deliverNow) requestDelivery(deps, lead);
  if (visitor) {
    deps.analytics.record(
      pageEvent({
        pageId: settings.pageId,
        kind: EVENT_KINDS.lead,
        channel,
        visitor,
        at,
        utm: submission.source,
        referrerHost: submission.source.referrer ?? null,
        experimentId: input.experimentId ?? null,
      }),
    );
  }
  return {
    thankYouMessage: settings.thankYouMessage || DEFAULT_THANK_YOU_MESSAGE,
    thankYouUrl: settings.thankYouUrl,
    lead: { id: lead.id, pageId: lead.pageId, isTest: lead.isTest, isSpam: lead.isSpam },
  };
}
