import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  landingPages,
  monthlyUsage,
  pageVersions,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { formatPatches } from '../../src/server/features/generation/html/patches.ts';
import { type FakeProviderServer, lastUserText, startFakeOpenAI } from '../fakes/fake-openai.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

let fake: FakeProviderServer;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // Every request gets a page titled after its prompt, so concurrent answers can be told apart.
  fake.setFallback((request) => ({
    text: fencedAnswer(samplePage(lastUserText(request).slice(0, 40))),
    delayMs: 2,
  }));
  app = await startTestApp({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** A user on a plan of their own, with the given limits. */
async function userWithPlan(name: string, limits: Partial<typeof subscriptionPlans.$inferInsert>) {
  const client = app.client();
  const { id } = await client.register(name);
  const [plan] = await app.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${name}`, price: '10', ...limits })
    .returning();
  await app.db.update(userSubscriptions).set({ planId: plan!.id }).where(eq(userSubscriptions.userId, id));
  return { client, id };
}

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
  it('lets exactly 5 of 20 concurrent generations through a limit of 5', async () => {
    const { client, id } = await userWithPlan('racer', { monthlyGenerateLimit: 5 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(client, `Race page ${i}`)));
    const ok = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 403);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body.message).toMatch(/Plan racer plan includes 5 page generations per month/);
    for (const response of ok)
      expect(eventsOfType(parseEventStream(response.text), 'html_update')).toHaveLength(1);
    expect(await pageCount(id)).toBe(5);
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(usage?.generateCount).toBe(5);
  });

  it('refuses a modify beyond the monthly modify limit with 403', async () => {
    const { client } = await userWithPlan('tinkerer', { monthlyModifyLimit: 0 });
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
});

describe('page and version limits', () => {
  it('refuses a generation beyond maxLandingPages with a 403 naming the plan and limit', async () => {
    const { client, id } = await userWithPlan('keeper', { maxLandingPages: 2 });
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

  it('needs room for every variation, and -1 means unlimited', async () => {
    const { client, id } = await userWithPlan('varied', { maxLandingPages: 3, monthlyVariationLimit: -1 });
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
    const { client } = await userWithPlan('pruner', { maxVersions: 3 });
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
  it('uses the user override, then the plan, then the fallback (10000 / 7500 / 5000)', async () => {
    const { client, id } = await userWithPlan('capped', { maxGenerateTokensPerRequest: 12_000 });
    await ask(client, 'Plan cap');
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(12_000);
    await app.db.update(users).set({ maxGenerateTokensPerRequest: 3000 }).where(eq(users.id, id));
    await ask(client, 'User cap');
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(3000);
    await ask(client, 'Variation cap', { generateVariations: true, variationCount: 2 });
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(5000);
  });
});
