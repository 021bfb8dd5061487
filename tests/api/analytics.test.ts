import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { ensureEventPartitions, pruneAnalytics } from '../../src/server/features/analytics/index.ts';
import type { PageStats, PageStatsSummary } from '../../src/shared/api/analytics.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * Page statistics over real HTTP and a real database: the beacon's endpoint POST /e/{key},
 * its throttles and bad input, the batch writer, and GET /api/landing-pages/{id}/stats.
 * Visitors are told apart as the server tells them: by address (X-Forwarded-For through a
 * trusted proxy) and user agent.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let stranger: { client: TestClient; userId: number };

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const page = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>` +
  `<form><input name="email" type="email"><button type="submit">Send</button></form></body></html>`;

beforeAll(async () => {
  app = await startTestApp({
    env: { TRUST_PROXY: 'true', ANALYTICS_LIMIT_PER_IP: '120', ANALYTICS_LIMIT_PER_PAGE: '400' },
  });
  owner = await signUp(app, 'analyst');
  stranger = await signUp(app, 'nosy');
});
afterAll(async () => app?.close());

/** A page of the owner's and its events URL, as its published copy carries it. */
async function publishedPage(text: string) {
  const pageId = (await makePage(app.saves, owner.userId, { html: page(text) })).page.id;
  const slug = `${text.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  expect((await owner.client.put(`/api/landing-pages/${pageId}/publication`, { slug })).status).toBe(200);
  const html = await (await fetch(`${app.baseUrl}/p/${slug}`)).text();
  const eventsUrl = /"u":"([^"]+\/e\/[A-Za-z0-9_-]+)","c":"hosted"/.exec(html)?.[1];
  expect(eventsUrl, 'the hosted page carries the beacon').toBeTruthy();
  return { pageId, slug, eventsUrl: eventsUrl!, html };
}

interface Visitor {
  ip: string;
  userAgent: string;
}

/** What the beacon sends (analytics-beacon.ts): text/plain JSON, no credentials. */
function beacon(url: string, who: Visitor, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': who.userAgent,
      'x-forwarded-for': who.ip,
      origin: 'https://funnel.example',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const view = (extra: object = {}) => ({
  k: 'v',
  c: 'hosted',
  r: '',
  u: [null, null, null, null, null],
  ...extra,
});

async function statsOf(pageId: number, days = 30): Promise<PageStats> {
  await app.analytics.flush();
  const response = await owner.client.get(`/api/landing-pages/${pageId}/stats?days=${days}`);
  expect(response.status).toBe(200);
  return response.body as PageStats;
}

describe('POST /e/{key} and GET /api/landing-pages/{id}/stats', () => {
  it('counts visitors by address and browser, views with reloads, form starts; bots are not visitors', async () => {
    const { pageId, eventsUrl } = await publishedPage('Yoga studio');
    const ana = { ip: '198.51.100.1', userAgent: CHROME };
    const ben = { ip: '198.51.100.2', userAgent: SAFARI };
    const cleo = { ip: '198.51.100.1', userAgent: SAFARI }; // Ana's office, another browser
    const answers = [
      await beacon(eventsUrl, ana, view({ u: ['newsletter', 'email', 'spring', null, null] })),
      await beacon(eventsUrl, ana, view({ u: ['newsletter', 'email', 'spring', null, null] })), // a reload
      await beacon(eventsUrl, ben, view({ r: 'www.facebook.com' })),
      await beacon(eventsUrl, cleo, view()),
      await beacon(eventsUrl, cleo, { k: 's', c: 'hosted' }),
      await beacon(eventsUrl, { ip: '203.0.113.9', userAgent: HEADLESS }, view()),
      await beacon(eventsUrl, { ip: '203.0.113.10', userAgent: GOOGLEBOT }, view()),
      await beacon(eventsUrl, { ip: '203.0.113.11', userAgent: '' }, view()),
    ];
    for (const answer of answers) expect(answer.status).toBe(204);
    expect(answers[0]!.headers.get('access-control-allow-origin')).toBe('*');
    expect(answers[0]!.headers.get('set-cookie')).toBeNull();

    const stats = await statsOf(pageId);
    expect(stats).toMatchObject({ days: 30, views: 4, visitors: 3, leads: 0, conversionRate: 0 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 4,
      visitors: 3,
      leads: 0,
    });
    expect(stats.daily.slice(0, -1).every((day) => day.views === 0)).toBe(true);
    expect(stats.sources).toEqual([
      { source: 'direct', visitors: 1, leads: 0 },
      { source: 'newsletter', visitors: 1, leads: 0 },
      { source: 'www.facebook.com', visitors: 1, leads: 0 },
    ]);
    expect(stats.channels).toEqual([{ channel: 'hosted', views: 4, visitors: 3, leads: 0 }]);

    // No address is stored: the raw events hold a hash that is neither the address nor the agent.
    const events = rowsOf<{ visitor: string; kind: number }>(
      await app.db.execute(sql`select visitor, kind from page_events where page_id = ${pageId} order by id`),
    );
    expect(events.map((event) => event.kind)).toEqual([1, 1, 1, 1, 2]);
    expect(new Set(events.map((event) => event.visitor)).size).toBe(3);
    for (const event of events) expect(event.visitor).not.toMatch(/198\.51|Mozilla/);
  });

  it('a lead joins the view it came from; spam, tests and bots are not counted', async () => {
    const { pageId, eventsUrl, html } = await publishedPage('Dental clinic');
    const captureUrl = /action="([^"]+\/f\/[^"]+)"/.exec(html)![1]!;
    const dora = { ip: '198.51.100.20', userAgent: CHROME };
    const eli = { ip: '198.51.100.21', userAgent: SAFARI };
    await beacon(eventsUrl, dora, view({ u: ['spring-ads', null, null, null, null] }));
    await beacon(eventsUrl, eli, view());
    const submit = (who: Visitor, fields: Record<string, string>, url = captureUrl) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'user-agent': who.userAgent,
          'x-forwarded-for': who.ip,
        },
        // The wiring fills the start time and the page's address; no utm_source on this one:
        // the lead takes its visitor's source from the view.
        body: new URLSearchParams({
          _pc_started: String(Date.now() - 20_000),
          page_url: `${app.baseUrl}/p/x`,
          ...fields,
        }),
      });
    expect((await submit(dora, { email: 'dora@example.net' })).status).toBe(200);
    expect((await submit(eli, { email: 'eli@example.net', _pc_website: 'filled by a bot' })).status).toBe(
      200,
    );
    expect(
      (await submit({ ip: '203.0.113.40', userAgent: HEADLESS }, { email: 'bot@example.net' })).status,
    ).toBe(200);

    const stats = await statsOf(pageId);
    expect(stats).toMatchObject({ views: 2, visitors: 2, leads: 1, conversionRate: 0.5 });
    // Most visitors first, then most leads.
    expect(stats.sources).toEqual([
      { source: 'spring-ads', visitors: 1, leads: 1 },
      { source: 'direct', visitors: 1, leads: 0 },
    ]);
    const [lead] = rowsOf<{ visitor: string; channel: string }>(
      await app.db.execute(
        sql`select visitor, channel from leads where page_id = ${pageId} and not is_spam order by id limit 1`,
      ),
    );
    const [firstView] = rowsOf<{ visitor: string }>(
      await app.db.execute(
        sql`select visitor from page_events where page_id = ${pageId} and kind = 1 order by id limit 1`,
      ),
    );
    expect(lead).toEqual({ visitor: firstView!.visitor, channel: 'hosted' });
  });

  it('the dashboard summary has every page of the user and no one else', async () => {
    const { pageId, eventsUrl } = await publishedPage('Summary bakery');
    await beacon(eventsUrl, { ip: '192.0.2.50', userAgent: CHROME }, view());
    await app.analytics.flush();
    const mine = (await owner.client.get('/api/page-stats?days=30')).body as PageStatsSummary;
    expect(mine.pages[String(pageId)]).toEqual({ views: 1, visitors: 1, leads: 0, conversionRate: 0 });
    const theirs = (await stranger.client.get('/api/page-stats?days=30')).body as PageStatsSummary;
    expect(theirs).toEqual({ days: 30, pages: {} });
  });

  it("another user's page is a 404; the period is checked", async () => {
    const { pageId } = await publishedPage('Private gym');
    expect((await stranger.client.get(`/api/landing-pages/${pageId}/stats`)).status).toBe(404);
    expect((await owner.client.get('/api/landing-pages/999999/stats')).status).toBe(404);
    expect((await owner.client.get(`/api/landing-pages/${pageId}/stats`)).body).toMatchObject({ days: 30 });
    for (const days of ['0', '366', '1.5', 'week', '']) {
      const answer = await owner.client.get(`/api/landing-pages/${pageId}/stats?days=${days}`);
      expect(answer.status, days).toBe(400);
    }
    expect((await owner.client.get(`/api/landing-pages/${pageId}/stats?days=7&x=1`)).status).toBe(400);
    expect((await app.client().get(`/api/landing-pages/${pageId}/stats`)).status).toBe(401);
  });
});

describe('the beacon endpoint refuses bad input', () => {
  it('unknown and malformed keys: one 404, with no hint which', async () => {
    const { eventsUrl } = await publishedPage('Key check');
    const who = { ip: '192.0.2.1', userAgent: CHROME };
    const unknown = await beacon(eventsUrl.replace(/\/e\/.*/, `/e/${'A'.repeat(24)}`), who, view());
    const malformed = await beacon(eventsUrl.replace(/\/e\/.*/, '/e/%3Cscript%3E'), who, view());
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(await unknown.text()).toBe(await malformed.text());
  });

  it('oversized: 413; not JSON or no kind: 400; only POST', async () => {
    const { eventsUrl } = await publishedPage('Size check');
    const who = { ip: '192.0.2.2', userAgent: CHROME };
    expect((await beacon(eventsUrl, who, view({ r: 'x'.repeat(2000) }))).status).toBe(413);
    expect((await beacon(eventsUrl, who, 'not json')).status).toBe(400);
    expect((await beacon(eventsUrl, who, { k: 'purchase' })).status).toBe(400);
    expect((await beacon(eventsUrl, who, [])).status).toBe(400);
    expect((await fetch(eventsUrl)).status).toBe(404);
  });

  it('a body without a Content-Length is counted as it comes: 413 past the cap, read whole within it', async () => {
    const { pageId, eventsUrl } = await publishedPage('Chunked check');
    const who = { ip: '192.0.2.4', userAgent: CHROME };
    const chunked = (text: string) =>
      fetch(eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': who.userAgent, 'x-forwarded-for': who.ip },
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < text.length; at += 300)
              controller.enqueue(new TextEncoder().encode(text.slice(at, at + 300)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    const oversized = await chunked(JSON.stringify(view({ r: 'x'.repeat(4000) })));
    expect(oversized.status).toBe(413);
    expect(oversized.headers.get('access-control-allow-origin')).toBe('*');
    expect((await chunked(JSON.stringify(view()))).status).toBe(204);
    expect((await statsOf(pageId)).views).toBe(1);
  });

  it('CORS: the preflight allows a POST from any page, and refusals carry the header too', async () => {
    const { eventsUrl } = await publishedPage('Cors check');
    const preflight = await fetch(eventsUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://funnel.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const who = { ip: '192.0.2.5', userAgent: CHROME };
    for (const refused of [
      await beacon(eventsUrl, who, 'not json'),
      await beacon(`${eventsUrl}x`, who, view()),
    ]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('UTM values and referrers are stored cut to 100 characters, control characters dropped', async () => {
    const { pageId, eventsUrl } = await publishedPage('Long utm');
    const hostile = `<img src=x onerror=alert(1)>\u0000${'é'.repeat(150)}`;
    const who = { ip: '192.0.2.3', userAgent: CHROME };
    expect(
      (await beacon(eventsUrl, who, view({ u: [hostile, hostile, null, null, 'x'.repeat(300)] }))).status,
    ).toBe(204);
    const stats = await statsOf(pageId);
    const source = stats.sources[0]!.source;
    expect([...source]).toHaveLength(100);
    expect(source.startsWith('<img src=x onerror=alert(1)>é')).toBe(true);
    const [row] = rowsOf<{ utm_medium: string; utm_content: string }>(
      await app.db.execute(sql`select utm_medium, utm_content from page_events where page_id = ${pageId}`),
    );
    expect([...row!.utm_medium]).toHaveLength(100);
    expect(row!.utm_content).toBe('x'.repeat(100));
  });

  it('floods: 429 per address (the others carry on) and per page (other pages carry on)', async () => {
    const { eventsUrl } = await publishedPage('Flood page');
    const { eventsUrl: otherPage } = await publishedPage('Quiet page');
    const flooder = { ip: '192.0.2.66', userAgent: CHROME };
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await beacon(eventsUrl, flooder, view())).status);
    // The limit allows 120 a minute: a real visitor's views and form starts never come near it.
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    const refused = await beacon(eventsUrl, flooder, view());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon(eventsUrl, { ip: '192.0.2.67', userAgent: CHROME }, view())).status).toBe(204);

    // Many addresses on one page: the page's limit (400 a minute here) stops them...
    let pageLimited = 0;
    for (let i = 0; i < 300; i++) {
      const status = (await beacon(eventsUrl, { ip: `10.1.${i >> 8}.${i & 255}`, userAgent: CHROME }, view()))
        .status;
      if (status === 429) pageLimited++;
    }
    expect(pageLimited).toBeGreaterThan(0);
    // ...and a visitor of another page is not blocked.
    expect((await beacon(otherPage, { ip: '192.0.2.68', userAgent: CHROME }, view())).status).toBe(204);
  });
});

describe('storage', () => {
  it('events of a page deleted before its batch is written do not hold up the others', async () => {
    const gone = await publishedPage('Short lived');
    const kept = await publishedPage('Long lived');
    await beacon(gone.eventsUrl, { ip: '192.0.2.80', userAgent: CHROME }, view());
    await beacon(kept.eventsUrl, { ip: '192.0.2.80', userAgent: CHROME }, view());
    expect((await owner.client.delete(`/api/landing-pages/${gone.pageId}`)).status).toBe(200);
    expect((await statsOf(kept.pageId)).views).toBe(1);
    expect(app.analytics.pending).toBe(0);
  });

  it('months get partitions ahead; rows the default partition held move in; retention drops old months', async () => {
    const { eventsUrl, pageId } = await publishedPage('Partitioned');
    await beacon(eventsUrl, { ip: '192.0.2.90', userAgent: CHROME }, view());
    await app.analytics.flush();
    const now = new Date();
    const made = await ensureEventPartitions(app.db, now);
    const month = `${now.getUTCFullYear()}_${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(made).toContain(`page_events_${month}`);
    expect(await ensureEventPartitions(app.db, now)).toEqual([]);
    const where = rowsOf<{ partition: string }>(
      await app.db.execute(
        sql`select tableoid::regclass::text as partition from page_events where page_id = ${pageId}`,
      ),
    );
    expect(where).toEqual([{ partition: `page_events_${month}` }]);
    expect((await statsOf(pageId)).views).toBe(1);

    // Two years on, with a retention of 400 days: this month's partition is dropped.
    const later = new Date(now.getTime() + 730 * 86_400_000);
    expect(await pruneAnalytics(app.db, { retentionDays: 400, now: later })).toContain(
      `page_events_${month}`,
    );
    // The daily figures are counts only, and stay.
    expect((await statsOf(pageId)).views).toBe(1);
  });
});
