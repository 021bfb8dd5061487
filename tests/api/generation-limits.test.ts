import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_TIMINGS } from '../../src/server/app-context.ts';
import {
  apiLogs,
  landingPages,
  monthlyUsage,
  pageVersions,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import {
  type FakeProviderServer,
  type FakeReply,
  lastUserText,
  type RecordedRequest,
  startFakeOpenAI,
} from '../fakes/fake-openai.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { userWithPlan } from '../support/plans.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

let fake: FakeProviderServer;
let app: TestApp;

/** Every request gets a page titled after its prompt, so concurrent answers can be told apart. */
const titledAfterPrompt = (request: RecordedRequest, delayMs = 2): FakeReply => ({
  text: fencedAnswer(samplePage(lastUserText(request).slice(0, 40))),
  delayMs,
});

beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.setFallback(titledAfterPrompt);
  app = await startTestApp({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const ask = (client: TestClient, content: string, generationOptions?: Record<string, unknown>) =>
  client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content }], generationOptions });

const pageCount = async (userId: number) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(eq(landingPages.userId, userId))
  )[0]!.n;

describe('monthly limits are charged atomically', () => {
  it('lets exactly 5 of 20 concurrent generations through a limit of 5', { timeout: 60_000 }, async () => {
    const { client, id } = await userWithPlan(app, 'racer', { monthlyGenerateLimit: 5 });
    const callsBefore = fake.requests.length;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(client, `Race page ${i}`)));
    // One provider call per page the month has room for, none for the refused.
    expect(fake.requests.length - callsBefore).toBe(5);
    const saved = responses.filter(
      (r) => r.status === 200 && eventsOfType(parseEventStream(r.text), 'html_update').length === 1,
    );
    expect(saved).toHaveLength(5);
    // The room is reserved before the provider is called (ADR 022), so the rest are refused
    // before streaming, with the limit named.
    for (const response of responses.filter((r) => !saved.includes(r))) {
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/Plan racer plan includes 5 page generations per month/);
    }
    expect(await pageCount(id)).toBe(5);
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(usage?.generateCount).toBe(5);
    // Once the month is used up, the reservation refuses before any provider call.
    const before = fake.requests.length;
    const late = await ask(client, 'One more');
    expect(late.status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a modify beyond the monthly modify limit with 403', async () => {
    const { client } = await userWithPlan(app, 'tinkerer', { monthlyModifyLimit: 0 });
    fake.enqueue({ text: fencedAnswer(samplePage('Mine')) });
    const [update] = eventsOfType(parseEventStream((await ask(client, 'Mine')).text), 'html_update');
    const response = await client.post('/api/ai-chat-modify', {
      landingPageId: update!.savedPage.id,
      messages: [{ role: 'user', content: 'Change it' }],
      currentHtml: '',
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/0 AI edits per month/);
  });

  it('refuses variations past a finite monthly variation limit: 403, nothing saved, nothing charged', async () => {
    const { client, id } = await userWithPlan(app, 'sampler', { monthlyVariationLimit: 4 });
    const first = await ask(client, 'Bakery', { generateVariations: true, variationCount: 3 });
    expect(eventsOfType(parseEventStream(first.text), 'variations_complete')[0]?.totalCount).toBe(3);
    const variationsUsed = async () =>
      (await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id)))[0]?.variationCount;
    expect(await variationsUsed()).toBe(3);

    const logsOf = () => app.db.select().from(apiLogs).where(eq(apiLogs.userId, id));
    const before = { pages: await pageCount(id), calls: fake.requests.length, logs: (await logsOf()).length };
    const over = await ask(client, 'Bakery again', { generateVariations: true, variationCount: 2 });
    expect(over.status).toBe(403);
    expect(over.headers.get('content-type')).toMatch(/application\/json/);
    expect(over.body.message).toBe(
      'Your Plan sampler plan includes 4 variations per month, and 2 more would exceed it. Upgrade your plan or wait until next month.',
    );
    const tooMany = await ask(client, 'Five at once', { generateVariations: true, variationCount: 5 });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.message).toMatch(/includes 4 variations per month, and 5 more would exceed it/);

    expect(await pageCount(id)).toBe(before.pages);
    expect(fake.requests.length).toBe(before.calls);
    expect((await logsOf()).length).toBe(before.logs);
    expect(await variationsUsed()).toBe(3);
    // A single page draws on the generate allowance, not the variation one.
    expect(eventsOfType(parseEventStream((await ask(client, 'Single')).text), 'html_update')).toHaveLength(1);
  });
});

describe('page and version limits', () => {
  it('refuses a generation beyond maxLandingPages with a 403 naming the plan and limit', async () => {
    const { client, id } = await userWithPlan(app, 'keeper', { maxLandingPages: 2 });
    for (const name of ['One', 'Two']) expect((await ask(client, name)).status).toBe(200);
    const before = fake.requests.length;
    const third = await ask(client, 'Three');
    expect(third.status).toBe(403);
    expect(third.body.message).toBe(
      'Your Plan keeper plan allows 2 landing pages. Delete a page or upgrade your plan to create more.',
    );
    expect(fake.requests.length).toBe(before);
    expect(await pageCount(id)).toBe(2);
  });

  it('lets exactly the room left through when 10 generations race for it, never one page more', async () => {
    const { client, id } = await userWithPlan(app, 'crowd', { maxLandingPages: 3 });
    expect((await ask(client, 'Already here')).status).toBe(200);
    // Slow answers, so the requests overlap: each passes the early check, the save decides.
    fake.setFallback((request) => ({ ...titledAfterPrompt(request, 5), chunkSize: 20 }));
    let most = 0;
    let racing = true;
    const watching = (async () => {
      while (racing) {
        most = Math.max(most, await pageCount(id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(client, `Crowd page ${i}`)));
    racing = false;
    await watching;
    fake.setFallback(titledAfterPrompt);

    const saved = responses.filter(
      (r) => r.status === 200 && eventsOfType(parseEventStream(r.text), 'html_update').length === 1,
    );
    expect(saved).toHaveLength(2);
    // The rest are refused: before streaming (403) or at the save (an error event), with the limit named.
    const refusedAtSave = responses.filter((r) => r.status === 200 && !saved.includes(r));
    expect(refusedAtSave.length).toBeGreaterThan(0); // the race really reached the save
    for (const response of responses.filter((r) => !saved.includes(r))) {
      const message =
        response.status === 403
          ? response.body.message
          : eventsOfType(parseEventStream(response.text), 'error')[0]?.message;
      expect(message).toMatch(/Your Plan crowd plan allows 3 landing pages/);
    }
    expect(await pageCount(id)).toBe(3);
    expect(most).toBeLessThanOrEqual(3);
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(usage?.generateCount).toBe(3);
  });

  it('concurrent variation requests never overshoot the page limit; only saved variations are charged', async () => {
    const { client, id } = await userWithPlan(app, 'flock', { maxLandingPages: 3 });
    const responses = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        ask(client, `Flock ${i}`, { generateVariations: true, variationCount: 2 }),
      ),
    );
    const pages = await pageCount(id);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    const reported = responses.flatMap((r) =>
      eventsOfType(parseEventStream(r.text), 'variations_complete').flatMap((done) => done.savedPages),
    );
    expect(reported).toHaveLength(pages);
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(usage?.variationCount).toBe(pages);
  });

  it('needs room for every variation, and -1 means unlimited', async () => {
    const { client, id } = await userWithPlan(app, 'varied', {
      maxLandingPages: 3,
      monthlyVariationLimit: -1,
    });
    expect((await ask(client, 'Solo')).status).toBe(200);
    const tooMany = await ask(client, 'Many', { generateVariations: true, variationCount: 3 });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.message).toMatch(/3 variations need room for all of them/);
    const fits = await ask(client, 'Pair', { generateVariations: true, variationCount: 2 });
    const [done] = eventsOfType(parseEventStream(fits.text), 'variations_complete');
    expect(done?.totalCount).toBe(2);
    const group = await app.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.userId, id), eq(landingPages.variationGroup, done!.variationGroup)));
    expect(group.map((p) => p.id).sort()).toEqual(done!.savedPages.map((p) => p.id).sort());
  });

  it('prunes the oldest versions beyond maxVersions, never the live one', async () => {
    const { client } = await userWithPlan(app, 'pruner', { maxVersions: 3 });
    fake.enqueue({ text: fencedAnswer(samplePage('Versions', '<h1>v1</h1>')) });
    const [update] = eventsOfType(parseEventStream((await ask(client, 'Versions')).text), 'html_update');
    const pageId = update!.savedPage.id;
    for (let n = 2; n <= 5; n++) {
      fake.enqueue({ text: formatPatches([{ search: `<h1>v${n - 1}</h1>`, replace: `<h1>v${n}</h1>` }]) });
      const response = await client.post('/api/ai-chat-modify', {
        landingPageId: pageId,
        messages: [{ role: 'user', content: `Make it v${n}` }],
        currentHtml: '',
      });
      expect(eventsOfType(parseEventStream(response.text), 'html_update')).toHaveLength(1);
    }
    const kept = await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, pageId));
    expect(kept.map((v) => v.version).sort()).toEqual([3, 4, 5]);
    expect(kept.find((v) => v.version === 5)?.html).toContain('<h1>v5</h1>');
    const list = await client.get('/api/landing-pages');
    const row = list.body.find((p: { id: number }) => p.id === pageId);
    expect(row).toMatchObject({ versionCount: 3, currentVersionId: kept.find((v) => v.version === 5)?.id });
    const versions = await client.get(`/api/landing-pages/${pageId}/versions`);
    expect(versions.headers.get('x-versions-kept')).toBe('3');
  });
});

describe('per-request output-token caps', () => {
  it('reach the provider: the fallback (16000 / 15000 / 10000), then the plan, then the user override', async () => {
    const { client, id } = await userWithPlan(app, 'capped', {});
    const [update] = eventsOfType(parseEventStream((await ask(client, 'Capped page')).text), 'html_update');
    const pageId = update!.savedPage.id;
    const sent = () => fake.requests.at(-1)!.body.max_tokens;
    /** max_tokens of a generation, a chat edit, a clicked-element edit and a variation. */
    async function caps() {
      await ask(client, 'Generate cap');
      const generate = sent();
      await client.post('/api/ai-chat-modify', {
        landingPageId: pageId,
        messages: [{ role: 'user', content: 'Chat modify cap' }],
        currentHtml: '',
      });
      const modify = sent();
      const element = await client.post(`/api/landing-pages/${pageId}/modify`, {
        prompt: 'Element modify cap',
        selectedElement: { tagName: 'H1', outerHTML: '<h1>Fast plumbing</h1>', path: 'body>h1' },
      });
      expect(element.status, element.text).toBe(200);
      const elementModify = sent();
      await ask(client, 'Variation cap', { generateVariations: true, variationCount: 2 });
      const variation = sent();
      return { generate, modify, elementModify, variation };
    }

    // A plan without caps and no user override: the default fallbacks.
    expect(await caps()).toEqual({
      generate: 16_000,
      modify: 15_000,
      elementModify: 15_000,
      variation: 10_000,
    });

    const [plan] = await app.db
      .select({ id: userSubscriptions.planId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, id));
    await app.db
      .update(subscriptionPlans)
      .set({
        maxGenerateTokensPerRequest: 12_000,
        maxModifyTokensPerRequest: 9000,
        maxVariationTokensPerRequest: 6000,
      })
      .where(eq(subscriptionPlans.id, plan!.id));
    expect(await caps()).toEqual({ generate: 12_000, modify: 9000, elementModify: 9000, variation: 6000 });

    await app.db
      .update(users)
      .set({
        maxGenerateTokensPerRequest: 3000,
        maxModifyTokensPerRequest: 2500,
        maxVariationTokensPerRequest: 2000,
      })
      .where(eq(users.id, id));
    expect(await caps()).toEqual({ generate: 3000, modify: 2500, elementModify: 2500, variation: 2000 });
  });
});

describe('variations run bounded', () => {
  it(`keeps at most variationConcurrency (${DEFAULT_AI_TIMINGS.variationConcurrency}) provider calls in flight, and does use that many`, async () => {
    const { client, id } = await userWithPlan(app, 'fanout', {});
    fake.concurrency.reset();
    const before = fake.requests.length;
    // Each answer takes a while, so a bound that was not there would show as 5 at once.
    for (let i = 0; i < 5; i++) {
      fake.enqueue({ text: fencedAnswer(samplePage(`Fan ${i}`)), firstTokenDelayMs: 250 });
    }
    const response = await ask(client, 'Fan out', { generateVariations: true, variationCount: 5 });
    const [done] = eventsOfType(parseEventStream(response.text), 'variations_complete');
    expect(done?.totalCount).toBe(5);
    expect(fake.requests.length - before).toBe(5);
    expect(fake.concurrency.max).toBe(DEFAULT_AI_TIMINGS.variationConcurrency);
    expect(await pageCount(id)).toBe(5);
  });
});
