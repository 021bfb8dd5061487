import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_THANK_YOU_MESSAGE,
  type LastDelivery,
  type LeadSettings,
  type leadSettingsBodySchema,
} from '../../../shared/api/leads.ts';
import { landingPages, leadSettings, leads } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { privateAddressOf } from '../../lib/private-address.ts';
import type { LeadsDeps, LeadWebhookDeps } from './deps.ts';

export type LeadSettingsRow = typeof leadSettings.$inferSelect;

/** A page of one user, as the routes name it. */
export interface UserPage {
  userId: number;
  pageId: number;
}

/** 144 random bits: a page's public capture address can be neither guessed nor enumerated. */
export const newFormKey = () => randomBytes(18).toString('base64url');
const newSigningSecret = () => `pcs_${randomBytes(24).toString('base64url')}`;

/**
 * The page's lead settings, made on first use. Another user's page (or none) is a 404: the
 * page row is looked up through its owner before anything is written.
 */
export async function ensureLeadSettings(deps: LeadsDeps, input: UserPage): Promise<LeadSettingsRow> {
  const { db } = deps;
  const { userId, pageId } = input;
  const [existing] = await db
    .select()
    .from(leadSettings)
    .where(and(eq(leadSettings.pageId, pageId), eq(leadSettings.userId, userId)))
    .limit(1);
  if (existing) return existing;
  const [page] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.id, pageId), eq(landingPages.userId, userId)))
    .limit(1);
  if (!page) throw notFound('Landing page not found');
  // Two first reads at once: one insert wins, the other reads its row.
  await db
    .insert(leadSettings)
    .values({ pageId, userId, formKey: newFormKey(), signingSecret: newSigningSecret() })
    .onConflictDoNothing({ target: leadSettings.pageId });
  const [row] = await db.select().from(leadSettings).where(eq(leadSettings.pageId, pageId)).limit(1);
  if (!row) throw notFound('Landing page not found');
  return row;
}

export const captureUrlFor = (origin: string, formKey: string) => `${origin}/f/${formKey}`;

/**
 * The page's most recent delivery attempt, from its leads (test leads and spam are never
 * sent), with how many leads are failing; null before the first attempt. A lead being resent
 * (pending again) does not count until its attempt ends.
 */
export async function lastDeliveryOf(
  deps: Pick<LeadsDeps, 'db'>,
  pageId: number,
): Promise<LastDelivery | null> {
  const { db } = deps;
  const sent = and(eq(leads.pageId, pageId), eq(leads.isSpam, false), eq(leads.isTest, false));
  // Leads delivered before the attempt time was kept have only their delivery time.
  const endedAt = sql<Date>`coalesce(${leads.lastAttemptAt}, ${leads.deliveredAt})`;
  const [[last], [failing]] = await Promise.all([
    db
      .select({ status: leads.deliveryStatus, at: endedAt, error: leads.lastError })
      .from(leads)
      .where(and(sent, inArray(leads.deliveryStatus, ['delivered', 'failed']), sql`${endedAt} is not null`))
      .orderBy(desc(endedAt), desc(leads.id))
      .limit(1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(sent, eq(leads.deliveryStatus, 'failed'))),
  ]);
  if (!last || (last.status !== 'delivered' && last.status !== 'failed')) return null;
  return {
    status: last.status,
    at: new Date(last.at).toISOString(),
    error: last.status === 'failed' ? (last.error ?? 'The delivery failed') : null,
    failingLeads: Number(failing?.count ?? 0),
  };
}

export function toLeadSettingsDto(
  row: LeadSettingsRow,
  origin: string,
  lastDelivery: LastDelivery | null,
): LeadSettings {
  return {
    pageId: row.pageId,
    formKey: row.formKey,
    captureUrl: captureUrlFor(origin, row.formKey),
    webhookUrl: row.webhookUrl,
    signingSecret: row.signingSecret,
    thankYouMessage: row.thankYouMessage || DEFAULT_THANK_YOU_MESSAGE,
    thankYouUrl: row.thankYouUrl,
    ghlEmbedCode: row.ghlEmbedCode,
    lastDelivery,
  };
}

type SettingsBody = z.output<typeof leadSettingsBodySchema>;

/**
 * Saves the settings. A webhook that is new or changed gets the page's undelivered leads
 * (those waiting for a destination, or given up on at the old address): connecting
 * GoHighLevel later still brings in the leads that came before. Test leads stay unsent.
 */
export async function updateLeadSettings(
  deps: LeadWebhookDeps,
  input: { userId: number; pageId: number; body: SettingsBody },
): Promise<{ row: LeadSettingsRow; leadsToSend: number }> {
  const { db } = deps;
  const { userId, pageId, body } = input;
  const webhookUrl = body.webhookUrl || null;
  // Visitors' names, emails and phone numbers only travel encrypted. With
  // ALLOW_PRIVATE_URL_FETCH (tests), plain http to a loopback receiver is allowed too.
  if (webhookUrl && !deps.config.ALLOW_PRIVATE_URL_FETCH && !/^https:/i.test(webhookUrl)) {
    throw badRequest('webhookUrl must be an https:// address: visitors’ details are only sent encrypted');
  }
  const before = await ensureLeadSettings(deps, { userId, pageId });
  // Said when the address is given rather than at the first lead: sending refuses private and
  // local addresses (a saved address is not judged again when other settings change).
  const privateAddress =
    webhookUrl && webhookUrl !== before.webhookUrl && !deps.config.ALLOW_PRIVATE_URL_FETCH
      ? await privateAddressOf(webhookHost(webhookUrl))
      : null;
  if (privateAddress) {
    throw badRequest(
      `webhookUrl points to a private or local address (${privateAddress}), which leads cannot be sent to: use an address reachable from the internet`,
    );
  }
  const [row] = await db
    .update(leadSettings)
    .set({
      webhookUrl,
      ...(body.thankYouMessage !== undefined ? { thankYouMessage: body.thankYouMessage } : {}),
      ...(body.thankYouUrl !== undefined ? { thankYouUrl: body.thankYouUrl || null } : {}),
      ...(body.ghlEmbedCode !== undefined ? { ghlEmbedCode: body.ghlEmbedCode || null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(leadSettings.pageId, pageId))
    .returning();
  let leadsToSend = 0;
  if (webhookUrl && webhookUrl !== before.webhookUrl) {
    const queued = await db
      .update(leads)
      .set({ nextAttemptAt: sql`now()`, attempts: 0 })
      .where(
        and(
          eq(leads.pageId, pageId),
          eq(leads.isSpam, false),
          eq(leads.isTest, false),
          ne(leads.deliveryStatus, 'delivered'),
          isNull(leads.nextAttemptAt),
        ),
      )
      .returning({ id: leads.id });
    leadsToSend = queued.length;
  }
  return { row: row!, leadsToSend };
}

/** A new capture key: copies exported before stop working (their submissions answer 404). */
export async function rotateFormKey(deps: LeadsDeps, input: UserPage): Promise<LeadSettingsRow> {
  const { userId, pageId } = input;
  await ensureLeadSettings(deps, { userId, pageId });
  const [row] = await deps.db
    .update(leadSettings)
    .set({ formKey: newFormKey(), updatedAt: sql`now()` })
    .where(and(eq(leadSettings.pageId, pageId), eq(leadSettings.userId, userId)))
    .returning();
  return row!;
}

/**
 * A new signing secret, for a secret that leaked: every delivery from now on, retries of
 * earlier leads included, is signed with it (the delivery reads the secret when it sends), so
 * the receiver must switch to it at once. Share links made afterwards carry a new test marker.
 */
export async function rotateSigningSecret(deps: LeadsDeps, input: UserPage): Promise<LeadSettingsRow> {
  const { userId, pageId } = input;
  await ensureLeadSettings(deps, { userId, pageId });
  const [row] = await deps.db
    .update(leadSettings)
    .set({ signingSecret: newSigningSecret(), updatedAt: sql`now()` })
    .where(and(eq(leadSettings.pageId, pageId), eq(leadSettings.userId, userId)))
    .returning();
  return row!;
}

/** The host of a web address the body schema has already accepted as a URL. */
const webhookHost = (url: string) => new URL(url).hostname;

/**
 * A variation's leads go where its page's go: the webhook, its signing secret (the receiver
 * verifies both pages with one secret) and the thank-you. The variation gets its own capture
 * key, since every page's public address is its own. Nothing to copy when the page never had
 * settings.
 */
export async function copyLeadSettings(
  deps: LeadsDeps,
  input: { userId: number; fromPageId: number; toPageId: number },
): Promise<void> {
  const { db } = deps;
  const [from] = await db
    .select()
    .from(leadSettings)
    .where(and(eq(leadSettings.pageId, input.fromPageId), eq(leadSettings.userId, input.userId)))
    .limit(1);
  if (!from) return;
  await db
    .insert(leadSettings)
    .values({
      pageId: input.toPageId,
      userId: input.userId,
      formKey: newFormKey(),
      signingSecret: from.signingSecret,
      webhookUrl: from.webhookUrl,
      thankYouMessage: from.thankYouMessage,
      thankYouUrl: from.thankYouUrl,
      ghlEmbedCode: from.ghlEmbedCode,
    })
    .onConflictDoNothing({ target: leadSettings.pageId });
}
