import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages, monthlyUsage, quotaReservations } from '../../src/server/db/schema/index.ts';
import { currentPeriod } from '../../src/server/features/billing/index.ts';
import { createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import {
  type FakeProviderServer,
  lastUserText,
  type RecordedRequest,
  startFakeOpenAI,
} from '../fakes/fake-openai.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { userWithPlan } from '../support/plans.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * The month's room is reserved before the provider is called (ADR 022): requests racing for the
 * last units are refused with the plan's 403 before any stream starts, so exactly as many
 * provider calls are made as the plan has room for. A reservation is charged by the save,
 * released when the request fails or is cancelled, and holds nothing past its expiry.
 */
let fake: FakeProviderServer;
let app: TestApp;

/**
 * A slow whole page titled after the prompt: every racing request is still waiting for its
 * answer when the others arrive, so a check that only read the counter would let all through.
 */
const slowPage = (request: RecordedRequest) => ({
  text: fencedAnswer(samplePage(lastUserText(request).slice(0, 40))),
  firstTokenDelayMs: 300,
});
const PATCH = formatPatches([{ search: '<h1>Fast plumbing</h1>', replace: '<h1>Faster plumbing</h1>' }]);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.setFallback(slowPage);
  app = await startTestApp({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const generate = (client: TestClient, content: string, generationOptions?: Record<string, unknown>) =>
  client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content }], generationOptions });

const chat = (client: TestClient, pageId: number, content: string) =>
  client.post('/api/ai-chat-modify', {
    landingPageId: pageId,
    messages: [{ role: 'user', content }],
    currentHtml: '',
  });

async function pageOf(userId: number, title = 'Reserved') {
  const { page } = await createPageWithFirstVersion(
    { db: app.db },
    { userId, title, prompt: 'p', html: samplePage(title), maxLandingPages: null, planName: 'Test' },
  );
  return page.id;
}

async function counters(userId: number) {
  const [row] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
  return {
    generate: row?.generateCount ?? 0,
    modify: row?.modifyCount ?? 0,
    variation: row?.variationCount ?? 0,
    ask: row?.askCount ?? 0,
  };
}

const reservationsOf = (userId: number) =>
  app.db.select().from(quotaReservations).where(eq(quotaReservations.userId, userId));

const pageCount = async (userId: number) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(eq(landingPages.userId, userId))
  )[0]!.n;

/** Runs `requests` at once and counts the provider calls they made. */
async function race<T>(requests: (() => Promise<T>)[]): Promise<{ responses: T[]; calls: number }> {
  const before = fake.requests.length;
  const responses = await Promise.all(requests.map((request) => request()));
  return { responses, calls: fake.requests.length - before };
}

type Response = Awaited<ReturnType<TestClient['post']>>;
const updates = (response: Response) => eventsOfType(parseEventStream(response.text), 'html_update');

describe('room is reserved before the provider is called', () => {
  it('6 parallel generations with room for 2: 2 provider calls, 2 pages, 4 refusals before any stream', {
    timeout: 60_000,
  }, async () => {
    const { client, id } = await userWithPlan(app, 'gen_racer', { monthlyGenerateLimit: 2 });
    const { responses, calls } = await race(
      Array.from({ length: 6 }, (_, i) => () => generate(client, `Racing page ${i}`)),
    );
    expect(calls).toBe(2);
    const saved = responses.filter((r) => r.status === 200);
    expect(saved).toHaveLength(2);
    for (const response of saved) expect(updates(response)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    for (const response of refused) {
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body.message).toBe(
        'Your Plan gen_racer plan includes 2 page generations per month, and you have used them all. Upgrade your plan or wait until next month.',
      );
    }
    expect(await pageCount(id)).toBe(2);
    expect(await counters(id)).toMatchObject({ generate: 2 });
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('6 parallel chat edits with room for 2: 2 provider calls, 2 versions, 4 refusals', {
    timeout: 60_000,
  }, async () => {
    const { client, id } = await userWithPlan(app, 'edit_racer', { monthlyModifyLimit: 2 });
    const pageId = await pageOf(id);
    fake.setFallback(() => ({ text: `Made it faster.\n\n${PATCH}`, firstTokenDelayMs: 300 }));
    try {
      const { responses, calls } = await race(
        Array.from({ length: 6 }, (_, i) => () => chat(client, pageId, `Faster, take ${i}`)),
      );
      expect(calls).toBe(2);
      expect(responses.filter((r) => r.status === 200 && updates(r).length === 1)).toHaveLength(2);
      const refused = responses.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(4);
      for (const response of refused) {
        expect(response.status).toBe(403);
        expect(response.body.message).toMatch(/Plan edit_racer plan includes 2 AI edits per month/);
      }
    } finally {
      fake.setFallback(slowPage);
    }
    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    expect(page?.versionCount).toBe(3);
    expect(await counters(id)).toMatchObject({ modify: 2, ask: 0 });
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('6 parallel element edits with room for 2: 2 provider calls, 4 refusals', {
    timeout: 60_000,
  }, async () => {
    const { client, id } = await userWithPlan(app, 'element_racer', { monthlyModifyLimit: 2 });
    const pageId = await pageOf(id);
    fake.setFallback(() => ({ text: `Made it faster.\n\n${PATCH}`, firstTokenDelayMs: 300 }));
    try {
      const { responses, calls } = await race(
        Array.from(
          { length: 6 },
          (_, i) => () =>
            client.post(`/api/landing-pages/${pageId}/modify`, {
              prompt: `Faster, take ${i}`,
              selectedElement: { tagName: 'H1', outerHTML: '<h1>Fast plumbing</h1>', path: 'body>h1' },
            }),
        ),
      );
      expect(calls).toBe(2);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    } finally {
      fake.setFallback(slowPage);
    }
    expect(await counters(id)).toMatchObject({ modify: 2 });
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('a request for N variations reserves N: a second request that would overrun is refused before the provider', {
    timeout: 60_000,
  }, async () => {
    const { client, id } = await userWithPlan(app, 'var_racer', { monthlyVariationLimit: 4 });
    const { responses, calls } = await race(
      [0, 1].map(
        (i) => () => generate(client, `Bakery ${i}`, { generateVariations: true, variationCount: 3 }),
      ),
    );
    expect(calls).toBe(3);
    const done = responses.flatMap((r) => eventsOfType(parseEventStream(r.text), 'variations_complete'));
    expect(done.map((event) => event.totalCount)).toEqual([3]);
    const refused = responses.find((r) => r.status === 403);
    expect(refused?.body.message).toMatch(/includes 4 variations per month, and 3 more would exceed it/);
    expect(await counters(id)).toMatchObject({ variation: 3 });
    expect(await reservationsOf(id)).toEqual([]);
  });
});

describe('a reservation ends with its request', () => {
  it('a provider failure gives the room back: the next request has it', async () => {
    const { client, id } = await userWithPlan(app, 'failing', { monthlyGenerateLimit: 1 });
    fake.enqueue({ fault: 'http_status', status: 400, message: 'bad request' });
    const failed = await generate(client, 'Fails at the provider');
    expect(failed.status).toBe(200);
    expect(eventsOfType(parseEventStream(failed.text), 'error')).toHaveLength(1);
    expect(await reservationsOf(id)).toEqual([]);
    expect(await counters(id)).toMatchObject({ generate: 0 });

    const next = await generate(client, 'Works the second time');
    expect(updates(next)).toHaveLength(1);
    expect(await counters(id)).toMatchObject({ generate: 1 });
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('a failed chat edit gives both units back', async () => {
    const { client, id } = await userWithPlan(app, 'failing_chat', {
      monthlyModifyLimit: 1,
      monthlyAskLimit: 1,
    });
    const pageId = await pageOf(id);
    fake.enqueue({ fault: 'http_status', status: 400, message: 'bad request' });
    const failed = await chat(client, pageId, 'Make it faster');
    expect(eventsOfType(parseEventStream(failed.text), 'error')).toHaveLength(1);
    expect(await reservationsOf(id)).toEqual([]);
    expect(await counters(id)).toMatchObject({ modify: 0, ask: 0 });
  });

  it('a cancelled generation gives the room back once the server notices', async () => {
    const { client, id } = await userWithPlan(app, 'leaver', { monthlyGenerateLimit: 1 });
    fake.enqueue({ fault: 'stall', text: fencedAnswer(samplePage('Never')), afterChars: 50 });
    const abort = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/ai-chat-generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: app.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Cancelled' }] }),
      signal: abort.signal,
    });
    await response.body!.getReader().read(); // the stream is live
    // While it runs, the room is held: a second request is refused before the provider.
    expect(await reservationsOf(id)).toHaveLength(1);
    const before = fake.requests.length;
    expect((await generate(client, 'While the first runs')).status).toBe(403);
    expect(fake.requests.length).toBe(before);
    abort.abort();
    await expect.poll(async () => (await reservationsOf(id)).length, { timeout: 5000 }).toBe(0);
    expect(await counters(id)).toMatchObject({ generate: 0 });
    expect(updates(await generate(client, 'After the cancel'))).toHaveLength(1);
  });

  it('an expired reservation holds nothing (a process killed mid-request), a live one does', async () => {
    const { client, id } = await userWithPlan(app, 'expiry', { monthlyGenerateLimit: 1 });
    const [held] = await app.db
      .insert(quotaReservations)
      .values({
        userId: id,
        period: currentPeriod(),
        kind: 'generate',
        amount: 1,
        expiresAt: sql`now() + interval '1 hour'`,
      })
      .returning();
    const before = fake.requests.length;
    const blocked = await generate(client, 'Blocked by a live reservation');
    expect(blocked.status).toBe(403);
    expect(fake.requests.length).toBe(before);

    await app.db
      .update(quotaReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(quotaReservations.id, held!.id));
    expect(updates(await generate(client, 'Past its expiry'))).toHaveLength(1);
    expect(await counters(id)).toMatchObject({ generate: 1 });
    // The request's release took the expired row with it.
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('a reservation expires after the longest a request can run, and not before', async () => {
    const { client, id } = await userWithPlan(app, 'lifetime', { monthlyGenerateLimit: 5 });
    fake.enqueue({ fault: 'stall', text: fencedAnswer(samplePage('Held')), afterChars: 50 });
    const abort = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/ai-chat-generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: app.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Held' }] }),
      signal: abort.signal,
    });
    await response.body!.getReader().read();
    const [row] = await app.db
      .select({
        lifetimeMs: sql<number>`(extract(epoch from ${quotaReservations.expiresAt} - ${quotaReservations.createdAt}) * 1000)::int`,
      })
      .from(quotaReservations)
      .where(and(eq(quotaReservations.userId, id), eq(quotaReservations.kind, 'generate')));
    abort.abort();
    // AI_MAX_JOB_MS (10 minutes by default) and a minute for the save.
    expect(row?.lifetimeMs).toBe(app.config.AI_MAX_JOB_MS + 60_000);
    await expect.poll(async () => (await reservationsOf(id)).length, { timeout: 5000 }).toBe(0);
  });
});

describe('chat questions (chat turns answered without an edit)', () => {
  it('count against their own allowance, and one past it is refused before the provider', {
    timeout: 60_000,
  }, async () => {
    const { client, id } = await userWithPlan(app, 'asker', { monthlyModifyLimit: 10, monthlyAskLimit: 2 });
    const pageId = await pageOf(id);
    fake.setFallback(() => ({
      text: 'It is orange now; say "make it green" to change it.',
      firstTokenDelayMs: 300,
    }));
    try {
      const { responses, calls } = await race(
        Array.from({ length: 6 }, (_, i) => () => chat(client, pageId, `Is it green? (${i})`)),
      );
      expect(calls).toBe(2);
      const answered = responses.filter((r) => r.status === 200);
      expect(answered).toHaveLength(2);
      for (const response of answered) {
        const stream = parseEventStream(response.text);
        expect(stream.content).toMatch(/It is orange now/);
        expect(eventsOfType(stream, 'error')).toEqual([]);
      }
      const refused = responses.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(4);
      for (const response of refused) {
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(
          'Your Plan asker plan includes 2 chat questions per month, and you have used them all. Upgrade your plan or wait until next month.',
        );
      }
    } finally {
      fake.setFallback(slowPage);
    }
    // Charged as chat questions, not as AI edits; nothing saved.
    expect(await counters(id)).toMatchObject({ modify: 0, ask: 2 });
    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    expect(page?.versionCount).toBe(1);
    expect(await reservationsOf(id)).toEqual([]);

    // Used up, a chat turn is refused before the provider (it might have been a question).
    const before = fake.requests.length;
    const late = await chat(client, pageId, 'Make it green');
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/2 chat questions per month/);
    expect(fake.requests.length).toBe(before);
    // The usage view shows the meter.
    const status = await client.get('/api/billing/status');
    expect(status.body.usage.monthly.ask).toEqual({ used: 2, limit: 2 });
  });

  it('a chat turn that edits the page is an AI edit, not a question', async () => {
    const { client, id } = await userWithPlan(app, 'editor', { monthlyModifyLimit: 3, monthlyAskLimit: 3 });
    const pageId = await pageOf(id);
    fake.enqueue({ text: `Made it faster.\n\n${PATCH}` });
    expect(updates(await chat(client, pageId, 'Make it faster'))).toHaveLength(1);
    expect(await counters(id)).toMatchObject({ modify: 1, ask: 0 });
    expect(await reservationsOf(id)).toEqual([]);
  });

  it('the Free plan has 50 chat questions a month', async () => {
    const client = app.client();
    await client.register('free_asker');
    const status = await client.get('/api/billing/status');
    expect(status.body.plan.name).toBe('Free');
    expect(status.body.usage.monthly.ask).toEqual({ used: 0, limit: 50 });
    const plans = await client.get('/api/subscription-plans');
    const free = plans.body.find((plan: { name: string }) => plan.name === 'Free');
    expect(free.monthlyAskLimit).toBe(50);
  });
});
