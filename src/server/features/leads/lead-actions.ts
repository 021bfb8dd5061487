import { and, eq, sql } from 'drizzle-orm';
import type { Lead, TestLeadResult } from '../../../shared/api/leads.ts';
import { landingPages, leadSettings, leads } from '../../db/schema/index.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { requestDelivery } from './deliver-lead.ts';
import type { LeadQueueDeps, LeadsDeps, LeadWebhookDeps } from './deps.ts';
import { toLeadDto } from './lead-dto.ts';
import { ensureLeadSettings, type UserPage } from './lead-settings.ts';
import { contactOf, postLeadWebhook } from './webhook.ts';

const NO_DESTINATION = 'Connect a destination first: add a webhook URL in Lead settings';
const TEST_LEAD = 'This is a test lead from the share link: test leads are never sent to the webhook';

/** A lead of one user, as the routes name it. */
interface UserLead {
  userId: number;
  leadId: number;
}

/** The user's own lead, never a spam one: anyone else's id finds nothing, like a missing one. */
const ownLead = ({ userId, leadId }: UserLead) =>
  and(eq(leads.id, leadId), eq(leads.userId, userId), eq(leads.isSpam, false));

/** DELETE /api/leads/{leadId}: the owner's lead only (anyone else's id is a 404). */
export async function deleteLead(deps: LeadsDeps, input: UserLead): Promise<void> {
  const removed = await deps.db.delete(leads).where(ownLead(input)).returning({ id: leads.id });
  if (removed.length === 0) throw notFound('Lead not found');
}

/**
 * POST /api/leads/{leadId}/resend: a new delivery round from now (8 attempts again), also
 * for a delivered lead (the receiver lost it). Refused while the page has no webhook, and
 * for a test lead (never delivered).
 */
export async function resendLead(deps: LeadQueueDeps, input: UserLead): Promise<Lead> {
  const [found] = await deps.db
    .select({ id: leads.id, isTest: leads.isTest, webhookUrl: leadSettings.webhookUrl })
    .from(leads)
    .leftJoin(leadSettings, eq(leadSettings.pageId, leads.pageId))
    .where(ownLead(input))
    .limit(1);
  if (!found) throw notFound('Lead not found');
  if (found.isTest) throw badRequest(TEST_LEAD);
  if (!found.webhookUrl) throw badRequest(NO_DESTINATION);
  const [lead] = await deps.db
    .update(leads)
    .set({ deliveryStatus: 'pending', attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
    .where(eq(leads.id, input.leadId))
    .returning();
  requestDelivery(deps, lead!);
  return toLeadDto(lead!);
}

/** A sample visitor, clearly marked, so the receiver's field mapping can be set up with it. */
const TEST_FIELDS = {
  first_name: 'Test',
  last_name: 'Lead',
  email: 'test.lead@pagecraft.invalid',
  phone: '+1 555 0100',
  message: 'This is a test lead sent from Pagecraft.',
};

/**
 * Test deliveries per user: enough to set up a receiver's field mapping and retry it a few
 * times, too few to turn the button into a way of sending requests at someone's server.
 */
export const TEST_LEAD_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/** POST /api/landing-pages/{id}/lead-settings/test: one signed test delivery, answered as it went. */
export async function sendTestLead(deps: LeadWebhookDeps, input: UserPage): Promise<TestLeadResult> {
  const { pageId } = input;
  const settings = await ensureLeadSettings(deps, input);
  if (!settings.webhookUrl) throw badRequest(NO_DESTINATION);
  const throttle = await hitRateLimit(deps.db, `lead-test:user:${input.userId}`, TEST_LEAD_LIMIT);
  if (throttle.limited) {
    throw tooManyRequests('Too many test leads: try again in a few minutes.', throttle.retryAfterSeconds);
  }
  const [page] = await deps.db
    .select({ title: landingPages.title })
    .from(landingPages)
    .where(eq(landingPages.id, pageId))
    .limit(1);
  return postLeadWebhook({
    url: settings.webhookUrl,
    secret: settings.signingSecret,
    allowPrivate: deps.config.ALLOW_PRIVATE_URL_FETCH,
    payload: {
      event: 'lead.test',
      leadId: 0,
      page: { id: pageId, title: page?.title ?? '' },
      submittedAt: new Date().toISOString(),
      fields: TEST_FIELDS,
      source: { utm_source: 'pagecraft', utm_medium: 'test' },
      contact: contactOf(TEST_FIELDS),
    },
  });
}
