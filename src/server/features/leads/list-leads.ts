import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AllLeadsResponse, LeadFilter, PageLeadsResponse } from '../../../shared/api/leads.ts';
import type { Db } from '../../db/client.ts';
import { landingPages, leads } from '../../db/schema/index.ts';
import { findOwnedPage } from '../../lib/page-ownership.ts';
import type { LeadsDeps } from './deps.ts';
import { toLeadDto } from './lead-dto.ts';

const DEFAULT_PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

/** The owner's leads (never spam) matching a filter; `before` pages through them newest first. */
function leadConditions(userId: number, filter: LeadFilter, withCursor: boolean): SQL[] {
  const conditions: SQL[] = [eq(leads.userId, userId), eq(leads.isSpam, false)];
  if (filter.pageId !== undefined) conditions.push(eq(leads.pageId, filter.pageId));
  if (filter.status !== undefined) conditions.push(eq(leads.deliveryStatus, filter.status));
  if (filter.from) conditions.push(gte(leads.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    conditions.push(lt(leads.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (withCursor && filter.before !== undefined) conditions.push(lt(leads.id, filter.before));
  return conditions;
}

async function countLeads(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** GET /api/landing-pages/{id}/leads: another user's page is a 404, as everywhere. */
export async function listPageLeads(
  deps: LeadsDeps,
  input: { userId: number; pageId: number; limit?: number; before?: number },
): Promise<PageLeadsResponse> {
  const { db } = deps;
  const { userId, pageId } = input;
  await findOwnedPage(db, userId, pageId);
  const filter: LeadFilter = { pageId, before: input.before };
  const rows = await db
    .select()
    .from(leads)
    .where(and(...leadConditions(userId, filter, true)))
    .orderBy(desc(leads.id))
    .limit(input.limit ?? DEFAULT_PAGE_SIZE);
  return { leads: rows.map(toLeadDto), total: await countLeads(db, leadConditions(userId, filter, false)) };
}

/** GET /api/leads: every page of the user's, filtered by page, state and days. */
export async function listAllLeads(
  deps: LeadsDeps,
  input: { userId: number; filter: LeadFilter },
): Promise<AllLeadsResponse> {
  const { db } = deps;
  const { userId, filter } = input;
  const rows = await db
    .select({ lead: leads, pageTitle: landingPages.title })
    .from(leads)
    .innerJoin(landingPages, eq(landingPages.id, leads.pageId))
    .where(and(...leadConditions(userId, filter, true)))
    .orderBy(desc(leads.id))
    .limit(filter.limit ?? DEFAULT_PAGE_SIZE);
  return {
    leads: rows.map((row) => ({ ...toLeadDto(row.lead), pageTitle: row.pageTitle })),
    total: await countLeads(db, leadConditions(userId, filter, false)),
  };
}

/**
 * GET /api/leads/counts: one grouped read for the whole dashboard. Test leads (the owner's
 * tries on the share link) are listed but not counted: they are not leads.
 */
export async function countLeadsByPage(
  deps: LeadsDeps,
  input: { userId: number },
): Promise<Record<string, number>> {
  const rows = await deps.db
    .select({ pageId: leads.pageId, n: count() })
    .from(leads)
    .where(and(eq(leads.userId, input.userId), eq(leads.isSpam, false), eq(leads.isTest, false)))
    .groupBy(leads.pageId);
  return Object.fromEntries(rows.map((row) => [String(row.pageId), row.n]));
}

/** Rows a CSV export carries at most (a spreadsheet's comfortable size). */
export const CSV_MAX_ROWS = 50_000;

/** The leads of a filter for the CSV export, oldest first, with their page titles. */
export async function leadsForCsv(deps: LeadsDeps, input: { userId: number; filter: LeadFilter }) {
  return deps.db
    .select({ lead: leads, pageTitle: landingPages.title })
    .from(leads)
    .innerJoin(landingPages, eq(landingPages.id, leads.pageId))
    .where(and(...leadConditions(input.userId, input.filter, false)))
    .orderBy(sql`${leads.id} asc`)
    .limit(CSV_MAX_ROWS);
}
