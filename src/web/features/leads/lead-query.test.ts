import type { Lead } from '@shared/api/leads';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  allOf,
  filterProblem,
  hasFilters,
  isLeadListKey,
  leadsCsvUrl,
  leadsPollInterval,
  leadsQueryString,
  nextBefore,
  POLL_MS,
  parseLeadFilter,
  removeLead,
  replaceLead,
  withBefore,
} from './lead-query';

const lead = (id: number, patch: Partial<Lead['delivery']> = {}): Lead => ({
  id,
  pageId: 1,
  fields: { email: `${id}@example.com` },
  source: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  isTest: false,
  delivery: {
    status: 'delivered',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    deliveredAt: null,
    ...patch,
  },
});

describe('parseLeadFilter', () => {
  it('reads the filters of an address', () => {
    expect(parseLeadFilter('?pageId=12&status=failed&from=2026-01-01&to=2026-01-31')).toEqual({
      pageId: 12,
      status: 'failed',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('leaves out what it cannot read', () => {
    expect(parseLeadFilter('pageId=0&status=lost&from=2026-13-45&to=yesterday&limit=5')).toEqual({});
    expect(parseLeadFilter('pageId=1.5')).toEqual({});
    expect(parseLeadFilter('pageId=2147483648')).toEqual({});
    expect(parseLeadFilter('')).toEqual({});
  });
});

describe('leadsQueryString', () => {
  it('writes the filters in a fixed order and leaves empty ones out', () => {
    expect(leadsQueryString({ to: '2026-02-01', status: 'pending', pageId: 3 })).toBe(
      'pageId=3&status=pending&to=2026-02-01',
    );
    expect(leadsQueryString({ from: '', limit: 100 })).toBe('limit=100');
    expect(leadsQueryString({})).toBe('');
  });

  it('round-trips through the address', () => {
    const filter = { pageId: 7, status: 'delivered' as const, from: '2026-03-01', to: '2026-03-02' };
    expect(parseLeadFilter(leadsQueryString(filter))).toEqual(filter);
  });
});

describe('leadsCsvUrl', () => {
  it('carries the filters, never paging', () => {
    expect(leadsCsvUrl({})).toBe('/api/leads.csv');
    expect(leadsCsvUrl({ pageId: 4, from: '2026-01-01' })).toBe('/api/leads.csv?pageId=4&from=2026-01-01');
  });
});

describe('filters', () => {
  it('knows when any is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ status: 'failed' })).toBe(true);
  });

  it('refuses a range that ends before it starts', () => {
    expect(filterProblem({ from: '2026-02-01', to: '2026-01-31' })).toMatch(/on or before/);
    expect(filterProblem({ from: '2026-02-01', to: '2026-02-01' })).toBeNull();
    expect(filterProblem({ from: '2026-02-01' })).toBeNull();
  });
});

describe('paging', () => {
  it('adds the cursor to a path with or without a query', () => {
    expect(withBefore('/api/leads?limit=50', 9)).toBe('/api/leads?limit=50&before=9');
    expect(withBefore('/api/landing-pages/1/leads', 9)).toBe('/api/landing-pages/1/leads?before=9');
    expect(withBefore('/api/leads?limit=50', undefined)).toBe('/api/leads?limit=50');
  });

  it('asks for more while a full page came and the total is not reached', () => {
    const first = { leads: [lead(10), lead(9)], total: 5 };
    expect(nextBefore(first, [first], 2)).toBe(9);
    const second = { leads: [lead(8), lead(7)], total: 5 };
    expect(nextBefore(second, [first, second], 2)).toBe(7);
    const third = { leads: [lead(6)], total: 5 };
    expect(nextBefore(third, [first, second, third], 2)).toBeUndefined();
  });

  it('stops at the total even when the last page came full', () => {
    const only = { leads: [lead(2), lead(1)], total: 2 };
    expect(nextBefore(only, [only], 2)).toBeUndefined();
  });

  it('flattens the pages', () => {
    const data: InfiniteData<{ leads: Lead[]; total: number }, number | undefined> = {
      pages: [
        { leads: [lead(3)], total: 3 },
        { leads: [lead(2), lead(1)], total: 3 },
      ],
      pageParams: [undefined, 3],
    };
    expect(allOf(data).map((l) => l.id)).toEqual([3, 2, 1]);
    expect(allOf(undefined)).toEqual([]);
  });
});

describe('leadsPollInterval', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  it('polls while an attempt is due soon or just became due', () => {
    expect(leadsPollInterval([lead(1, { status: 'pending', nextAttemptAt: at(30_000) })], now)).toBe(POLL_MS);
    expect(leadsPollInterval([lead(1, { status: 'pending', nextAttemptAt: at(-60_000) })], now)).toBe(
      POLL_MS,
    );
  });

  it('does not poll for settled leads, leads with nowhere to go, far retries or a stalled worker', () => {
    expect(leadsPollInterval([lead(1), lead(2, { status: 'failed' })], now)).toBe(false);
    expect(leadsPollInterval([lead(1, { status: 'pending', nextAttemptAt: null })], now)).toBe(false);
    expect(leadsPollInterval([lead(1, { status: 'pending', nextAttemptAt: at(3_600_000) })], now)).toBe(
      false,
    );
    expect(leadsPollInterval([lead(1, { status: 'pending', nextAttemptAt: at(-600_000) })], now)).toBe(false);
    expect(leadsPollInterval([], now)).toBe(false);
  });
});

describe('isLeadListKey', () => {
  it('matches the lists and not the counts, settings or other page reads', () => {
    expect(isLeadListKey(['/api/leads?limit=100'])).toBe(true);
    expect(isLeadListKey(['/api/leads'])).toBe(true);
    expect(isLeadListKey(['/api/landing-pages/4/leads?limit=50'])).toBe(true);
    expect(isLeadListKey(['/api/leads/counts'])).toBe(false);
    expect(isLeadListKey(['/api/landing-pages/4/lead-settings'])).toBe(false);
    expect(isLeadListKey(['/api/landing-pages/4'])).toBe(false);
    expect(isLeadListKey([42])).toBe(false);
  });
});

describe('cache patches', () => {
  const data = (): InfiniteData<{ leads: Lead[]; total: number }, number | undefined> => ({
    pages: [
      { leads: [lead(3), lead(2)], total: 3 },
      { leads: [lead(1)], total: 3 },
    ],
    pageParams: [undefined, 2],
  });

  it('removes a lead and counts one fewer', () => {
    const next = removeLead(data(), 2)!;
    expect(allOf(next).map((l) => l.id)).toEqual([3, 1]);
    expect(next.pages.map((page) => page.total)).toEqual([2, 2]);
  });

  it('leaves a list without the lead as it is', () => {
    const before = data();
    expect(removeLead(before, 99)).toBe(before);
    expect(removeLead(undefined, 1)).toBeUndefined();
  });

  it("replaces a lead's state and keeps what the list added (the page title)", () => {
    const titled = {
      pages: [{ leads: [{ ...lead(5, { status: 'failed' }), pageTitle: 'Spring sale' }], total: 1 }],
      pageParams: [undefined],
    };
    const resent = lead(5, { status: 'pending', attempts: 0, nextAttemptAt: '2026-01-01T00:00:00Z' });
    const next = replaceLead(titled, resent)!;
    expect(next.pages[0]!.leads[0]).toMatchObject({
      pageTitle: 'Spring sale',
      delivery: { status: 'pending' },
    });
    expect(replaceLead(titled, lead(6))).toBe(titled);
  });
});
