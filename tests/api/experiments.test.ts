import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { experiments } from '../../src/server/db/schema/index.ts';
import { evaluateExperiments } from '../../src/server/features/experiments/index.ts';
import type { Experiment, ExperimentCreated, ExperimentSummary } from '../../src/shared/api/experiments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, signUp } from './pages-fixtures.ts';

/**
 * Experiments over real HTTP and a real database (docs/product.md, 'Experiments'): creating
 * one, the split at /p/{slug} (weights, the cookie that keeps a visitor, bots, promotion), the
 * attribution of beacons and leads to the variant served, the evaluation's looks, and bad
 * input. Visitors are told apart as the server tells them: by address (X-Forwarded-For through
 * a trusted proxy) and user agent.
 */

let app: TestApp;
let owner: { client: TestClient; userId: number };
let stranger: { client: TestClient; userId: number };

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const html = (text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>` +
  `<form><input name="email" type="email"><button type="submit">Send</button></form></body></html>`;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      EXPERIMENT_MIN_VISITORS: '20',
      EXPERIMENT_MIN_DAYS: '0',
      ANALYTICS_LIMIT_PER_IP: '1000',
      ANALYTICS_LIMIT_PER_PAGE: '5000',
    },
    leadLimits: { perIp: { limit: 1000, windowMs: 60_000 }, perPage: { limit: 1000, windowMs: 60_000 } },
  });
  owner = await signUp(app, 'tester');
  stranger = await signUp(app, 'rival');
});
afterAll(async () => app?.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
const newPage = async (text: string, userId = owner.userId) =>
  (await makePage(app.saves, userId, { title: text, html: html(text) })).page.id;

async function create(body: Record<string, unknown>, client = owner.client) {
  return client.post<ExperimentCreated & { message?: string }>('/api/experiments', body);
}

async function read(id: number, client = owner.client) {
  await app.analytics.flush();
  return client.get<Experiment>(`/api/experiments/${id}`);
}

let visitorCount = 0;
/** A new person: an address and a browser of their own. */
const person = () => {
  visitorCount++;
  return {
    ip: `198.51.${Math.floor(visitorCount / 250)}.${(visitorCount % 250) + 1}`,
    userAgent: `${CHROME} v${visitorCount}`,
  };
};

/** A visit to /p/{slug}, as a browser makes it (the cookie it holds, if any). */
async function visit(slug: string, who: { ip: string; userAgent: string }, cookie?: string) {
  const response = await fetch(`${app.baseUrl}/p/${slug}`, {
    headers: { 'user-agent': who.userAgent, 'x-forwarded-for': who.ip, ...(cookie ? { cookie } : {}) },
  });
  const body = await response.text();
  const setCookie = response.headers.getSetCookie()[0] ?? null;
  return {
    status: response.status,
    variant: Number(response.headers.get('x-pagecraft-variant')),
    cacheControl: response.headers.get('cache-control'),
    setCookie,
    cookie: setCookie?.split(';')[0] ?? cookie,
    body,
    eventsUrl: /"u":"([^"]+\/e\/[^"]+)","c":"hosted"/.exec(body)?.[1] ?? null,
    captureUrl: /action="([^"]+\/f\/[^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? null,
  };
}

const beacon = (url: string, who: { ip: string; userAgent: string }) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': who.userAgent,
      'x-forwarded-for': who.ip,
    },
    body: JSON.stringify({ k: 'v', c: 'hosted', r: '', u: [null, null, null, null, null] }),
  });

const lead = (url: string, who: { ip: string; userAgent: string }) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': who.userAgent,
      'x-forwarded-for': who.ip,
    },
    body: JSON.stringify({
      email: `v${visitorCount}@example.net`,
      _pc_started: String(Date.now() - 30_000),
      _pc_website: '',
    }),
  });

describe('POST /api/experiments and the split at /p/{slug}', () => {
  it('splits 50/50 within 15% over 200 new visitors, keeps each returning visitor, and serves bots the first', async () => {
    const a = await newPage('Variant Alpha');
    const b = await newPage('Variant Beta');
    const slug = unique('split');
    const created = await create({ name: 'Headline test', slug, pageIds: [a, b] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      slug,
      url: `${app.baseUrl}/p/${slug}`,
      status: 'running',
    });

    const counts = new Map<number, number>([
      [a, 0],
      [b, 0],
    ]);
    const returning: { who: ReturnType<typeof person>; cookie: string; variant: number }[] = [];
    for (let i = 0; i < 200; i++) {
      const who = person();
      const served = await visit(slug, who);
      expect(served.status).toBe(200);
      expect(served.cacheControl).toBe('private, no-store');
      expect(served.setCookie).toMatch(
        new RegExp(
          `^pc_x${created.body.id}=${served.variant}; Path=/p/${slug}; Max-Age=\\d+; SameSite=Lax; HttpOnly$`,
        ),
      );
      // The variant's own artifact, wired to count for this experiment.
      expect(served.body).toContain(served.variant === a ? 'Variant Alpha' : 'Variant Beta');
      expect(served.eventsUrl).toMatch(new RegExp(`\\?x=${created.body.id}$`));
      counts.set(served.variant, (counts.get(served.variant) ?? 0) + 1);
      if (i < 10) returning.push({ who, cookie: served.cookie!, variant: served.variant });
    }
    expect(counts.get(a)).toBeGreaterThanOrEqual(85);
    expect(counts.get(b)).toBeGreaterThanOrEqual(85);

    for (const { who, cookie, variant } of returning) {
      for (let i = 0; i < 5; i++) {
        const again = await visit(slug, who, cookie);
        expect(again.variant).toBe(variant);
        expect(again.setCookie).toBeNull();
      }
    }
    // A cookie naming something else is a new visitor.
    const forged = await visit(slug, person(), `pc_x${created.body.id}=999999`);
    expect([a, b]).toContain(forged.variant);
    expect(forged.setCookie).not.toBeNull();

    for (let i = 0; i < 5; i++) {
      const bot = await visit(slug, { ip: '203.0.113.7', userAgent: GOOGLEBOT });
      expect(bot.variant).toBe(a);
      expect(bot.setCookie).toBeNull();
    }
  });

  it('follows the weights: a variant weighted 0 gets no new visitor', async () => {
    const a = await newPage('Heavy');
    const b = await newPage('Never');
    const slug = unique('weights');
    expect((await create({ name: 'Weights', slug, pageIds: [a, b], weights: [3, 0] })).status).toBe(201);
    for (let i = 0; i < 30; i++) expect((await visit(slug, person())).variant).toBe(a);
  });

  it('counts beacons and leads for the variant served, in the page statistics too, and calls a winner once a day', async () => {
    const a = await newPage('Plain offer');
    const b = await newPage('Bold offer');
    const slug = unique('winner');
    const { body: created } = await create({ name: 'Offer test', slug, pageIds: [a, b] });
    const seen = { [a]: 0, [b]: 0 } as Record<number, number>;
    const leads = { [a]: 0, [b]: 0 } as Record<number, number>;
    for (let i = 0; i < 80; i++) {
      const who = person();
      const served = await visit(slug, who);
      expect((await beacon(served.eventsUrl!, who)).status).toBe(204);
      seen[served.variant]!++;
      // B converts one visitor in two; A nobody.
      if (served.variant === b && i % 2 === 0) {
        const answer = await lead(served.captureUrl!, who);
        expect(answer.status).toBe(200);
        leads[b]!++;
      }
    }
    // A reload is no second visitor.
    const who = person();
    const once = await visit(slug, who);
    await beacon(once.eventsUrl!, who);
    await beacon(once.eventsUrl!, who);
    seen[once.variant]!++;

    const { status, body } = await read(created.id);
    expect(status).toBe(200);
    expect(body.variants.map((v) => [v.pageId, v.title, v.visitors, v.leads])).toEqual([
      [a, 'Plain offer', seen[a], 0],
      [b, 'Bold offer', seen[b], leads[b]],
    ]);
    expect(body.variants[1]!.conversionRate).toBeCloseTo(leads[b]! / seen[b]!, 10);
    expect(body.variants[1]!.probabilityToBeBest).toBeGreaterThan(0.997);
    expect(body.variants[0]!.probabilityToBeBest + body.variants[1]!.probabilityToBeBest).toBeCloseTo(1, 10);
    expect(body.winnerPageId).toBe(b);
    expect(body.status).toBe('running');
    expect(body.daily).toHaveLength(1);
    expect(body.daily[0]!.visitors).toEqual([seen[a], seen[b]]);
    expect(body.rules).toEqual({ winProbability: 0.997, minVisitors: 20, minDays: 0 });

    // The pages' own statistics count the same visits (channel hosted).
    const stats = await owner.client.get<{ visitors: number; leads: number }>(
      `/api/landing-pages/${b}/stats?days=1`,
    );
    expect(stats.body.visitors).toBe(seen[b]);
    expect(stats.body.leads).toBe(leads[b]);

    // One look today, however often the results are read or the job runs.
    await read(created.id);
    await evaluateExperiments(app);
    const [row] = await app.db.select().from(experiments).where(eq(experiments.id, created.id));
    expect(row!.looks).toBe(1);
  });

  it('takes no look before every variant has its minimum of visitors, and stops after the schedule', async () => {
    const a = await newPage('Early A');
    const b = await newPage('Early B');
    const { body: created } = await create({ name: 'Too early', slug: unique('early'), pageIds: [a, b] });
    const early = await read(created.id);
    expect(early.body.winnerPageId).toBeNull();
    expect(early.body.evaluating).toBe(true);
    await evaluateExperiments(app);
    const [row] = await app.db.select().from(experiments).where(eq(experiments.id, created.id));
    expect(row!.looks).toBe(0);
    // A schedule used up without a winner: no more looks, and the view says so.
    await app.db.update(experiments).set({ looks: 22 }).where(eq(experiments.id, created.id));
    expect((await read(created.id)).body.evaluating).toBe(false);
  });

  it('a beacon or a lead naming another experiment, or none, counts for the page only', async () => {
    const a = await newPage('Stray A');
    const b = await newPage('Stray B');
    const slug = unique('stray');
    const { body: created } = await create({ name: 'Strays', slug, pageIds: [a, b] });
    const who = person();
    const served = await visit(slug, who);
    const plain = served.eventsUrl!.replace(/\?x=\d+$/, '');
    await beacon(plain, who);
    await beacon(`${plain}?x=${created.id + 1000}`, person());
    await beacon(`${plain}?x=abc`, person());
    const { body } = await read(created.id);
    expect(body.variants.reduce((sum, v) => sum + v.visitors, 0)).toBe(0);
    const stats = await owner.client.get<{ visitors: number }>(
      `/api/landing-pages/${served.variant}/stats?days=1`,
    );
    expect(stats.body.visitors).toBe(3);
  });
});

describe('promote and end', () => {
  it('promote sends every visitor to one page; a page outside the experiment is a 400', async () => {
    const a = await newPage('Champion');
    const b = await newPage('Challenger');
    const outsider = await newPage('Outsider');
    const slug = unique('promote');
    const { body: created } = await create({ name: 'Promote', slug, pageIds: [a, b] });
    const who = person();
    const before = await visit(slug, who);

    const wrong = await owner.client.post(`/api/experiments/${created.id}/promote`, { pageId: outsider });
    expect(wrong.status).toBe(400);
    const promoted = await owner.client.post<Experiment>(`/api/experiments/${created.id}/promote`, {
      pageId: b,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.status).toBe('promoted');
    expect(promoted.body.promotedPageId).toBe(b);
    expect(promoted.body.variants.map((v) => v.weight)).toEqual([0, 1]);
    for (let i = 0; i < 10; i++) expect((await visit(slug, person())).variant).toBe(b);
    // A returning visitor of A gets B too.
    expect((await visit(slug, who, before.cookie)).variant).toBe(b);
  });

  it('DELETE ends it (404 at its address, slug free, results readable); a second DELETE removes it', async () => {
    const a = await newPage('Ends A');
    const b = await newPage('Ends B');
    const slug = unique('ends');
    const { body: created } = await create({ name: 'Ends', slug, pageIds: [a, b] });
    const who = person();
    await beacon((await visit(slug, who)).eventsUrl!, who);
    await app.analytics.flush();
    const ended = await owner.client.delete(`/api/experiments/${created.id}`);
    expect(ended.status).toBe(200);
    expect((await visit(slug, person())).status).toBe(404);
    const results = await read(created.id);
    expect(results.body.status).toBe('ended');
    expect(results.body.endedAt).not.toBeNull();
    expect(results.body.variants.reduce((sum, v) => sum + v.visitors, 0)).toBe(1);
    expect((await owner.client.post(`/api/experiments/${created.id}/promote`, { pageId: a })).status).toBe(
      409,
    );
    // The slug is free again: a page may take it.
    expect((await owner.client.put(`/api/landing-pages/${a}/publication`, { slug })).status).toBe(200);
    expect((await owner.client.delete(`/api/experiments/${created.id}`)).status).toBe(200);
    expect((await read(created.id)).status).toBe(404);
  });

  it('deleting a page in a running experiment ends it; the results stay readable with the page’s title', async () => {
    const a = await newPage('Stays');
    const b = await newPage('Goes away');
    const slug = unique('deleted');
    const { body: created } = await create({ name: 'Deleted page', slug, pageIds: [a, b] });
    for (let i = 0; i < 6; i++) {
      const who = person();
      await beacon((await visit(slug, who)).eventsUrl!, who);
    }
    await app.analytics.flush();
    expect((await owner.client.delete(`/api/landing-pages/${b}`)).status).toBe(200);
    expect((await visit(slug, person())).status).toBe(404);
    const { body } = await read(created.id);
    expect(body.status).toBe('ended');
    expect(body.variants.map((v) => [v.pageId, v.title])).toEqual([
      [a, 'Stays'],
      [null, 'Goes away'],
    ]);
    expect(body.variants.reduce((sum, v) => sum + v.visitors, 0)).toBe(6);
  });

  it('lists the user’s experiments, newest first, and only theirs', async () => {
    const a = await newPage('Listed A');
    const b = await newPage('Listed B');
    const { body: created } = await create({ name: 'Listed', slug: unique('listed'), pageIds: [a, b] });
    const list = await owner.client.get<ExperimentSummary[]>('/api/experiments');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: created.id,
      name: 'Listed',
      status: 'running',
      winnerPageId: null,
      variants: [
        { pageId: a, title: 'Listed A' },
        { pageId: b, title: 'Listed B' },
      ],
    });
    expect((await stranger.client.get<ExperimentSummary[]>('/api/experiments')).body).toEqual([]);
  });
});

describe('comparing pasted pages (no address)', () => {
  it('counts each page’s pasted beacons from the day it started', async () => {
    const a = await newPage('Pasted A');
    const b = await newPage('Pasted B');
    const created = await create({ name: 'Pasted', pageIds: [a, b] });
    expect(created.status).toBe(201);
    expect(created.body.url).toBeNull();
    const settings = await owner.client.get<{ formKey: string }>(`/api/landing-pages/${b}/lead-settings`);
    const who = person();
    const sent = await fetch(`${app.baseUrl}/e/${settings.body.formKey}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': who.userAgent, 'x-forwarded-for': who.ip },
      body: JSON.stringify({ k: 'v', c: 'pasted' }),
    });
    expect(sent.status).toBe(204);
    const { body } = await read(created.body.id);
    expect(body.variants.map((v) => v.visitors)).toEqual([0, 1]);
  });
});

describe('bad input', () => {
  it('refuses what no experiment can be, with the reason', async () => {
    const a = await newPage('Bad A');
    const b = await newPage('Bad B');
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => newPage(`Six ${n}`)));
    const theirs = await newPage('Not yours', stranger.userId);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'One', pageIds: [a] }, 400, /2 to 5 different pages/],
      [{ name: 'Six', pageIds: six }, 400, /2 to 5 different pages/],
      [{ name: 'Twice', pageIds: [a, a] }, 400, /2 to 5 different pages/],
      [{ name: 'Zero', pageIds: [a, b], weights: [0, 0] }, 400, /adding up to more than 0/],
      [{ name: 'Short', pageIds: [a, b], weights: [1] }, 400, /one number of 0 or more per page/],
      [{ name: 'Negative', pageIds: [a, b], weights: [-1, 2] }, 400, /weights/],
      [{ name: '', pageIds: [a, b] }, 400, /name is required/],
      [{ name: 'Reserved', slug: 'admin', pageIds: [a, b] }, 400, /reserved/],
      [{ name: 'Shape', slug: 'Not A Slug', pageIds: [a, b] }, 400, /slug must be/],
      [{ name: 'Extra', pageIds: [a, b], extra: 1 }, 400, /./],
      [{ name: 'Theirs', pageIds: [a, theirs] }, 404, /not found/i],
      [{ name: 'Missing', pageIds: [a, 99_999_999] }, 404, /not found/i],
    ];
    for (const [body, status, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('shares the slug namespace with published pages, both ways', async () => {
    const a = await newPage('Slug A');
    const b = await newPage('Slug B');
    const published = unique('published');
    expect((await owner.client.put(`/api/landing-pages/${a}/publication`, { slug: published })).status).toBe(
      200,
    );
    const clash = await create({ name: 'Clash', slug: published, pageIds: [a, b] });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/is taken/);
    const slug = unique('experiment');
    expect((await create({ name: 'First', slug, pageIds: [a, b] })).status).toBe(201);
    expect((await create({ name: 'Second', slug, pageIds: [a, b] })).status).toBe(409);
    const publish = await owner.client.put<{ message: string }>(`/api/landing-pages/${b}/publication`, {
      slug,
    });
    expect(publish.status).toBe(409);
    expect(publish.body.message).toMatch(/is taken/);
  });

  it('another user’s experiment answers 404 on every route', async () => {
    const a = await newPage('Private A');
    const b = await newPage('Private B');
    const { body: created } = await create({ name: 'Private', slug: unique('private'), pageIds: [a, b] });
    const path = `/api/experiments/${created.id}`;
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await stranger.client.post(`${path}/promote`, { pageId: a })).status).toBe(404);
    expect((await stranger.client.delete(path)).status).toBe(404);
    expect((await read(created.id)).body.status).toBe('running');
    const rows = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from experiments where id = ${created.id}`),
    );
    expect(rows[0]!.n).toBe(1);
  });
});
