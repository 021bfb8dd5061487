import { type DeliveryStatus, deliveryStatusSchema, type Lead } from '@shared/api/leads';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';

/**
 * The filters of the Leads page and how they travel: in the page's address (so a filtered
 * view can be linked and survives a reload), in the query of GET /api/leads and of the CSV
 * link, and page by page with `before`.
 */
export interface LeadFilterValues {
  pageId?: number;
  status?: DeliveryStatus;
  /** Inclusive days, YYYY-MM-DD (the server reads them as UTC days). */
  from?: string;
  to?: string;
}

const MAX_ID = 2_147_483_647;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= MAX_ID ? value : undefined;
}

/** The filters in an address's query; anything unreadable is simply not a filter. */
export function parseLeadFilter(search: string): LeadFilterValues {
  const params = new URLSearchParams(search);
  const filter: LeadFilterValues = {};
  const pageId = positiveId(params.get('pageId'));
  if (pageId !== undefined) filter.pageId = pageId;
  const status = deliveryStatusSchema.safeParse(params.get('status'));
  if (status.success) filter.status = status.data;
  const from = params.get('from');
  if (from && isDate(from)) filter.from = from;
  const to = params.get('to');
  if (to && isDate(to)) filter.to = to;
  return filter;
}

/** The query string (no '?'): filters in a fixed order, empty ones left out. */
export function leadsQueryString(filter: LeadFilterValues & { limit?: number; before?: number }): string {
  const params = new URLSearchParams();
  if (filter.pageId !== undefined) params.set('pageId', String(filter.pageId));
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.limit !== undefined) params.set('limit', String(filter.limit));
  if (filter.before !== undefined) params.set('before', String(filter.before));
  return params.toString();
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** GET /api/leads.csv with the filters in force (no paging: the file has them all). */
export const leadsCsvUrl = (filter: LeadFilterValues) =>
  withQuery('/api/leads.csv', leadsQueryString({ ...filter, limit: undefined, before: undefined }));

export const hasFilters = (filter: LeadFilterValues) =>
  filter.pageId !== undefined || !!filter.status || !!filter.from || !!filter.to;

/** What keeps the filters from being asked for, as a sentence; null when they are fine. */
export function filterProblem(filter: LeadFilterValues): string | null {
  if (filter.from && filter.to && filter.from > filter.to)
    return "The 'From' date must be on or before the 'To' date.";
  return null;
}

/** A list path with the next page's cursor added. */
export function withBefore(path: string, before: number | undefined): string {
  if (before === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}before=${before}`;
}

interface LeadPage<L extends Lead = Lead> {
  leads: L[];
  total: number;
}

/**
 * The cursor for the next page: the oldest lead so far, while the pages have fewer than the
 * total and the last one came full.
 */
export function nextBefore(last: LeadPage, pages: LeadPage[], limit: number): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.leads.length, 0);
  if (loaded >= last.total || last.leads.length < limit) return undefined;
  return last.leads.at(-1)?.id;
}

/** Every lead of a paged list, in order. */
export const allOf = <L extends Lead, P>(data: InfiniteData<LeadPage<L>, P> | undefined): L[] =>
  data ? data.pages.flatMap((page) => page.leads) : [];

export const POLL_MS = 5000;
/** How far from its due time a planned attempt keeps the list polling. */
const POLL_WINDOW_MS = 2 * 60_000;

/**
 * While a lead in view has an attempt due within a couple of minutes (a resend, a retry, the
 * first delivery), the list is read again every few seconds, so its outcome shows by itself.
 * Long overdue attempts (the delivery worker is down) and far-off retries do not keep it
 * polling.
 */
export function leadsPollInterval(leads: Lead[], now: number): number | false {
  const due = leads.some((lead) => {
    if (lead.delivery.status !== 'pending' || !lead.delivery.nextAttemptAt) return false;
    const at = Date.parse(lead.delivery.nextAttemptAt);
    return !Number.isNaN(at) && Math.abs(at - now) <= POLL_WINDOW_MS;
  });
  return due ? POLL_MS : false;
}

export const LEAD_COUNTS_PATH = '/api/leads/counts';
const PAGE_LEADS_PATH = /^\/api\/landing-pages\/\d+\/leads(\?|$)/;

/** The keys of lead lists (all leads, any filter, or one page's), the counts aside. */
export function isLeadListKey(key: QueryKey): boolean {
  const path = key[0];
  if (typeof path !== 'string') return false;
  return path === '/api/leads' || path.startsWith('/api/leads?') || PAGE_LEADS_PATH.test(path);
}

/** A cached list without a deleted lead (and one fewer in its total). */
export function removeLead<L extends Lead, P>(
  data: InfiniteData<LeadPage<L>, P> | undefined,
  leadId: number,
): InfiniteData<LeadPage<L>, P> | undefined {
  if (!data?.pages.some((page) => page.leads.some((lead) => lead.id === leadId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      leads: page.leads.filter((lead) => lead.id !== leadId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** A cached list with a lead's new state (the answer of a resend), its other fields kept. */
export function replaceLead<L extends Lead, P>(
  data: InfiniteData<LeadPage<L>, P> | undefined,
  updated: Lead,
): InfiniteData<LeadPage<L>, P> | undefined {
  if (!data?.pages.some((page) => page.leads.some((lead) => lead.id === updated.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      leads: page.leads.map((lead) => (lead.id === updated.id ? { ...lead, ...updated } : lead)),
    })),
  };
}
