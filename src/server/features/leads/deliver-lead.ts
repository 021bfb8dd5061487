import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { DELIVERY_BACKOFF_MINUTES, MAX_DELIVERY_ATTEMPTS } from '../../../shared/api/leads.ts';
import type { AppDeps } from '../../app-context.ts';
import { landingPages, leadSettings, leads } from '../../db/schema/index.ts';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.ts';
import type { LeadQueueDeps, LeadWebhookDeps } from './deps.ts';
import { contactOf, postLeadWebhook } from './webhook.ts';

export const LEAD_DELIVERY_JOB = 'lead-delivery';
export const LEAD_SWEEP_JOB = 'lead-delivery-sweep';

/** Longer than one attempt can take (the webhook's 10 s timeout), so a lease never lapses mid-send. */
const LEASE_SECONDS = 60;
/** Due leads one sweep hands to the queue; the next tick takes the rest. */
const SWEEP_BATCH = 500;

/** The wait after the n-th failed attempt of a round, or null when the round is over. */
export function retryDelayMinutes(attemptsMade: number): number | null {
  if (attemptsMade >= MAX_DELIVERY_ATTEMPTS) return null;
  return DELIVERY_BACKOFF_MINUTES[attemptsMade - 1] ?? DELIVERY_BACKOFF_MINUTES.at(-1)!;
}

/**
 * Asks for one delivery attempt. The key names the attempt (lead, round position and due
 * time), so a sweep that sees the same due lead twice adds nothing, while the next attempt,
 * or a resend, is a new job on either queue (pg-boss keeps keys of finished jobs for hours).
 */
export function requestDelivery(
  deps: Pick<AppDeps, 'jobs'>,
  lead: { id: number; attempts: number; nextAttemptAt: Date | null },
): void {
  const due = lead.nextAttemptAt?.getTime() ?? 0;
  deps.jobs.enqueue(
    LEAD_DELIVERY_JOB,
    { leadId: lead.id },
    { singletonKey: `${lead.id}:${lead.attempts}:${due}` },
  );
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped';

/**
 * One attempt: take the lead's lease (so no other worker or instance sends it at the same
 * time, and a lead that is not due, is delivered or is spam is left alone), POST it, record
 * the outcome. A failure plans the next attempt (1 minute up to 6 hours) until the round's
 * 8 attempts are spent; the lead itself is never touched otherwise.
 */
export async function deliverLead(
  deps: LeadWebhookDeps,
  input: { leadId: number },
): Promise<DeliveryOutcome> {
  const { db } = deps;
  const { leadId } = input;
  const [lead] = await db
    .update(leads)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.isSpam, false),
        // A test lead (the owner trying the share link) is never sent, whatever asks for it.
        eq(leads.isTest, false),
        ne(leads.deliveryStatus, 'delivered'),
        lte(leads.nextAttemptAt, sql`now()`),
        or(isNull(leads.leaseUntil), lt(leads.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!lead) return 'skipped';
  const [target] = await db
    .select({
      webhookUrl: leadSettings.webhookUrl,
      secret: leadSettings.signingSecret,
      title: landingPages.title,
    })
    .from(leadSettings)
    .innerJoin(landingPages, eq(landingPages.id, leadSettings.pageId))
    .where(eq(leadSettings.pageId, lead.pageId))
    .limit(1);
  if (!target?.webhookUrl) {
    // No destination (any more): the lead waits; saving a webhook sends it.
    await db.update(leads).set({ leaseUntil: null, nextAttemptAt: null }).where(eq(leads.id, leadId));
    return 'skipped';
  }
  const answer = await postLeadWebhook({
    url: target.webhookUrl,
    secret: target.secret,
    allowPrivate: deps.config.ALLOW_PRIVATE_URL_FETCH,
    payload: {
      event: 'lead.created',
      leadId: lead.id,
      page: { id: lead.pageId, title: target.title },
      submittedAt: lead.createdAt.toISOString(),
      fields: lead.fields,
      source: lead.source,
      contact: contactOf(lead.fields),
    },
  });
  const attempts = lead.attempts + 1;
  if (answer.ok) {
    await db
      .update(leads)
      .set({
        deliveryStatus: 'delivered',
        attempts,
        lastError: null,
        deliveredAt: sql`now()`,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: null,
        leaseUntil: null,
      })
      .where(eq(leads.id, leadId));
    return 'delivered';
  }
  const delay = retryDelayMinutes(attempts);
  await db
    .update(leads)
    .set({
      deliveryStatus: 'failed',
      attempts,
      lastError: answer.error,
      lastAttemptAt: sql`now()`,
      nextAttemptAt: delay === null ? null : sql`now() + make_interval(mins => ${delay})`,
      leaseUntil: null,
    })
    .where(eq(leads.id, leadId));
  return 'failed';
}

/** Hands every lead whose next attempt is due to the queue (the sweep job, every minute). */
export async function requestDueDeliveries(deps: LeadQueueDeps): Promise<number> {
  const due = await deps.db
    .select({ id: leads.id, attempts: leads.attempts, nextAttemptAt: leads.nextAttemptAt })
    .from(leads)
    .where(
      and(
        lte(leads.nextAttemptAt, sql`now()`),
        or(isNull(leads.leaseUntil), lt(leads.leaseUntil, sql`now()`)),
        eq(leads.isSpam, false),
        eq(leads.isTest, false),
        ne(leads.deliveryStatus, 'delivered'),
      ),
    )
    .orderBy(asc(leads.nextAttemptAt))
    .limit(SWEEP_BATCH);
  for (const lead of due) requestDelivery(deps, lead);
  return due.length;
}

/**
 * The two delivery jobs: one attempt per lead (a few at once: receivers are slow, not busy),
 * and the sweep that finds attempts that are due. The schedule lives in the leads table, not
 * in the queue, so it survives restarts and behaves the same on pg-boss and in-process.
 */
export function leadDeliveryJobs(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  /** `queue`: the queue these jobs run on, asked for when the sweep runs (it is built after them). */
  input: { queue: () => JobQueue },
): JobDefinition[] {
  const { db, logger } = deps;
  return [
    {
      name: LEAD_DELIVERY_JOB,
      concurrency: 4,
      // The lease and the sweep retry; a queue retry would only race them.
      retryLimit: 1,
      timeoutSeconds: LEASE_SECONDS,
      handler: async (payload) => {
        const leadId = Number((payload as { leadId?: unknown }).leadId);
        if (!Number.isInteger(leadId)) return;
        const outcome = await deliverLead(deps, { leadId });
        if (outcome === 'failed') logger.info('lead delivery failed', { leadId });
      },
    },
    {
      name: LEAD_SWEEP_JOB,
      everyMinutes: 1,
      retryLimit: 0,
      timeoutSeconds: 50,
      handler: async () => {
        await requestDueDeliveries({ db, jobs: input.queue() });
      },
    },
  ];
}
