import { eq, sql } from 'drizzle-orm';
import { DEFAULT_THANK_YOU_MESSAGE } from '../../../shared/api/leads.ts';
import type { AppDeps, LeadLimits } from '../../app-context.ts';
import { leadSettings, leads } from '../../db/schema/index.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { requestDelivery } from './deliver-lead.ts';
import type { Submission } from './read-submission.ts';

/**
 * A person submits a form a few times at most; a page with paid traffic may take hundreds of
 * leads in minutes, so the page's bound is a flood guard far above any campaign.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perIp: { limit: 20, windowMs: 10 * 60_000 },
  perPage: { limit: 2000, windowMs: 10 * 60_000 },
};

export interface CaptureOutcome {
  thankYouMessage: string;
  thankYouUrl: string | null;
}

const THROTTLED = 'Too many submissions: please wait a few minutes and try again';

/**
 * POST /f/{formKey}: throttle, find the page, store the lead (spam too, flagged, so a bot
 * learns nothing from the answer), and only then ask for its delivery. The store is the one
 * thing that must happen: a lost webhook, queue or restart afterwards loses nothing, since
 * the lead row carries its own delivery schedule.
 */
export async function captureLead(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'leadLimits'>,
  input: { formKey: string; submission: Submission; clientIp: string },
): Promise<CaptureOutcome> {
  const { db } = deps;
  const { submission } = input;
  const byIp = await hitRateLimit(db, `lead-ip:${input.clientIp}`, deps.leadLimits.perIp);
  if (byIp.limited) throw tooManyRequests(THROTTLED, byIp.retryAfterSeconds);
  const [settings] = await db
    .select({
      pageId: leadSettings.pageId,
      userId: leadSettings.userId,
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

  const deliverNow = submission.spamReason === null && settings.webhookUrl !== null;
  const [lead] = await db
    .insert(leads)
    .values({
      pageId: settings.pageId,
      userId: settings.userId,
      fields: submission.fields,
      source: submission.source,
      isSpam: submission.spamReason !== null,
      spamReason: submission.spamReason,
      nextAttemptAt: deliverNow ? sql`now()` : null,
    })
    .returning({ id: leads.id, attempts: leads.attempts, nextAttemptAt: leads.nextAttemptAt });
  if (deliverNow && lead) requestDelivery(deps, lead);
  return {
    thankYouMessage: settings.thankYouMessage || DEFAULT_THANK_YOU_MESSAGE,
    thankYouUrl: settings.thankYouUrl,
  };
}
