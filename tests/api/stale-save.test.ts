import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, monthlyUsage, pageVersions } from '../../src/server/db/schema/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import { STALE_SAVE_MESSAGE } from '../../src/shared/api/base-version.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { makePage, makeVersion, pageRow, signUp } from './pages-fixtures.ts';

/**
 * Saving from two tabs (docs/product.md, 'Saving from two tabs'): every save may name the
 * version it was made from (`baseVersionId`); a save from a version that is no longer live is
 * refused with 409 and the live version's id, before any model call, and again under the page's
 * row lock, so two saves from one base cannot both win. Without a base a save goes through as
 * before; another user's page stays a 404.
 */

let fake: FakeProviderServer;
let app: TestApp;
let owner: TestClient;
let ownerId: number;
let stranger: TestClient;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  app = await startTestApp({
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
  });
  ({ client: owner, userId: ownerId } = await signUp(app, 'tabs'));
  ({ client: stranger } = await signUp(app, 'stranger'));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** A page with two versions: v1 is stale, v2 is live. */
async function pageWithTwoVersions() {
  const { page, version: first } = await makePage(app.db, ownerId, { html: samplePage('Two Tabs') });
  const second = await makeVersion(app.db, ownerId, page.id, samplePage('Two Tabs', '<h1>Tab B</h1>'));
  return { pageId: page.id, staleId: first.id, liveId: second.id };
}

/** What a refused save must leave as it was. */
async function pageState(pageId: number) {
  const row = await pageRow(app.db, pageId);
  const versions = await app.db
    .select({ id: pageVersions.id, html: pageVersions.html })
    .from(pageVersions)
    .where(eq(pageVersions.landingPageId, pageId))
    .orderBy(desc(pageVersions.version));
  const chat = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, pageId));
  return { html: row!.generatedHtml, currentVersionId: row!.currentVersionId, versions, chat: chat.length };
}

const modifyCount = async () => {
  const rows = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, ownerId));
  return rows.reduce((sum, row) => sum + row.modifyCount, 0);
};

const expectStale = (response: { status: number; body: any }, currentVersionId: number) => {
  expect(response.status, JSON.stringify(response.body)).toBe(409);
  expect(response.body).toEqual({ message: STALE_SAVE_MESSAGE, currentVersionId });
};

const patchReply = () => ({
  text: `Made it urgent.\n\n${formatPatches([{ search: '<h1>Tab B</h1>', replace: '<h1>Tab B now!</h1>' }])}`,
});

const chatBody = (pageId: number, baseVersionId?: number) => ({
  landingPageId: pageId,
  messages: [{ role: 'user', content: 'Make the headline urgent' }],
  currentHtml: samplePage('Two Tabs', '<h1>Tab B</h1>'),
  ...(baseVersionId !== undefined && { baseVersionId }),
});

const elementBody = (baseVersionId?: number) => ({
  prompt: 'Make it urgent',
  selectedElement: { tagName: 'H1', outerHTML: '<h1>Tab B</h1>', path: 'body>h1' },
  ...(baseVersionId !== undefined && { baseVersionId }),
});

describe('PUT /api/landing-pages/:id {generatedHtml, baseVersionId}', () => {
  const edit = (text: string, baseVersionId?: number) => ({
    generatedHtml: samplePage('Two Tabs', `<h1>${text}</h1>`),
    commitMessage: text,
    ...(baseVersionId !== undefined && { baseVersionId }),
  });

  it('refuses a save from a version that is no longer live with 409 and the live id; nothing changes', async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const before = await pageState(pageId);
    expectStale(await owner.put(`/api/landing-pages/${pageId}`, edit('Tab A', staleId)), liveId);
    expect(await pageState(pageId)).toEqual(before);
  });

  it('saves from the live version (that save is the base of the next one), and without a base as before', async () => {
    const { pageId, liveId } = await pageWithTwoVersions();
    const saved = await owner.put(`/api/landing-pages/${pageId}`, edit('From live', liveId));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.currentVersionId).toBe(saved.body.version.id);
    expect((await pageRow(app.db, pageId))!.currentVersionId).toBe(saved.body.version.id);
    // The old base is stale now; the new one is not.
    expectStale(
      await owner.put(`/api/landing-pages/${pageId}`, edit('Again', liveId)),
      saved.body.version.id,
    );
    const next = await owner.put(`/api/landing-pages/${pageId}`, edit('Again', saved.body.version.id));
    expect(next.status, next.text).toBe(200);
    // API clients that send no base save over whatever is live, as before.
    const unbased = await owner.put(`/api/landing-pages/${pageId}`, edit('No base'));
    expect(unbased.status, unbased.text).toBe(200);
    expect(unbased.body.generatedHtml).toContain('No base');
  });

  it("answers 404 for another user's page whatever the base, and 400 for a base out of place", async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const before = await pageState(pageId);
    for (const base of [staleId, liveId]) {
      const response = await stranger.put(`/api/landing-pages/${pageId}`, edit('Theirs', base));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Landing page not found' });
    }
    const titled = await owner.put(`/api/landing-pages/${pageId}`, { title: 'x', baseVersionId: liveId });
    expect(titled.status).toBe(400);
    expect(titled.body.message).toBe('baseVersionId goes with generatedHtml');
    for (const base of [0, -1, 1.5, '5', 2_147_483_648]) {
      expect((await owner.put(`/api/landing-pages/${pageId}`, edit('Bad', base as number))).status).toBe(400);
    }
    expect(await pageState(pageId)).toEqual(before);
  });

  it('two saves from the same base at once: exactly one wins, the other is told which version won', async () => {
    const { pageId, liveId } = await pageWithTwoVersions();
    const [a, b] = await Promise.all([
      owner.put(`/api/landing-pages/${pageId}`, edit('Tab A', liveId)),
      owner.put(`/api/landing-pages/${pageId}`, edit('Tab B wins', liveId)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expectStale(lost, won.body.version.id);
    const state = await pageState(pageId);
    expect(state.versions).toHaveLength(3);
    expect(state.currentVersionId).toBe(won.body.version.id);
    expect(state.html).toBe(won.body.generatedHtml);
  });
});

describe('POST /api/landing-pages/:id/modify {baseVersionId}', () => {
  it('refuses a stale base with 409 before the model is asked; nothing saved or charged', async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const [calls, before, charged] = [fake.requests.length, await pageState(pageId), await modifyCount()];
    expectStale(await owner.post(`/api/landing-pages/${pageId}/modify`, elementBody(staleId)), liveId);
    expect(fake.requests.length).toBe(calls);
    expect(await pageState(pageId)).toEqual(before);
    expect(await modifyCount()).toBe(charged);
  });

  it('edits from the live base, and without a base as before', async () => {
    for (const withBase of [true, false]) {
      const { pageId, liveId } = await pageWithTwoVersions();
      fake.enqueue(patchReply());
      const response = await owner.post(
        `/api/landing-pages/${pageId}/modify`,
        elementBody(withBase ? liveId : undefined),
      );
      expect(response.status, response.text).toBe(200);
      expect(response.body.generatedHtml).toContain('<h1>Tab B now!</h1>');
      expect((await pageRow(app.db, pageId))!.currentVersionId).toBe(response.body.version.id);
    }
  });

  it("answers 404 for another user's page with a base, before the model", async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const calls = fake.requests.length;
    for (const base of [staleId, liveId]) {
      expect((await stranger.post(`/api/landing-pages/${pageId}/modify`, elementBody(base))).status).toBe(
        404,
      );
    }
    expect(fake.requests.length).toBe(calls);
  });

  it('refuses the save when another got in while the model worked: 409, nothing charged', async () => {
    const { pageId, liveId } = await pageWithTwoVersions();
    const charged = await modifyCount();
    fake.enqueue({ ...patchReply(), firstTokenDelayMs: 1_000 });
    const calls = fake.requests.length;
    const pending = owner.post(`/api/landing-pages/${pageId}/modify`, elementBody(liveId));
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(calls + 1);
    const other = await makeVersion(app.db, ownerId, pageId, samplePage('Two Tabs', '<h1>Other tab</h1>'));
    expectStale(await pending, other.id);
    const state = await pageState(pageId);
    expect(state.currentVersionId).toBe(other.id);
    expect(state.versions).toHaveLength(3);
    expect(await modifyCount()).toBe(charged);
  });
});

describe('POST /api/ai-chat-modify {baseVersionId}', () => {
  it('refuses a stale base with a 409 before the stream and the model; nothing saved or charged', async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const [calls, before, charged] = [fake.requests.length, await pageState(pageId), await modifyCount()];
    const response = await owner.post('/api/ai-chat-modify', chatBody(pageId, staleId));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectStale(response, liveId);
    expect(fake.requests.length).toBe(calls);
    expect(await pageState(pageId)).toEqual(before);
    expect(await modifyCount()).toBe(charged);
  });

  it('edits from the live base (the update names the new version), and without a base as before', async () => {
    for (const withBase of [true, false]) {
      const { pageId, liveId } = await pageWithTwoVersions();
      fake.enqueue(patchReply());
      const response = await owner.post(
        '/api/ai-chat-modify',
        chatBody(pageId, withBase ? liveId : undefined),
      );
      expect(response.status).toBe(200);
      const stream = parseEventStream(response.text);
      expect(eventsOfType(stream, 'error')).toEqual([]);
      const [update] = eventsOfType(stream, 'html_update');
      expect(update?.html).toContain('<h1>Tab B now!</h1>');
      expect(update?.versionId).toBe((await pageRow(app.db, pageId))!.currentVersionId);
    }
  });

  it("answers 404 for another user's page with a base, before the model", async () => {
    const { pageId, staleId, liveId } = await pageWithTwoVersions();
    const calls = fake.requests.length;
    for (const base of [staleId, liveId]) {
      expect((await stranger.post('/api/ai-chat-modify', chatBody(pageId, base))).status).toBe(404);
    }
    expect(fake.requests.length).toBe(calls);
  });

  it('refuses the save when another got in while the model streamed: an error event with the live id', async () => {
    const { pageId, liveId } = await pageWithTwoVersions();
    const charged = await modifyCount();
    fake.enqueue({ ...patchReply(), firstTokenDelayMs: 1_000 });
    const calls = fake.requests.length;
    const pending = owner.post('/api/ai-chat-modify', chatBody(pageId, liveId));
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(calls + 1);
    const other = await makeVersion(app.db, ownerId, pageId, samplePage('Two Tabs', '<h1>Other tab</h1>'));
    const stream = parseEventStream((await pending).text);
    expect(stream.done).toBe(true);
    expect(eventsOfType(stream, 'html_update')).toEqual([]);
    expect(eventsOfType(stream, 'error')).toEqual([
      { type: 'error', message: STALE_SAVE_MESSAGE, currentVersionId: other.id },
    ]);
    const state = await pageState(pageId);
    expect(state.currentVersionId).toBe(other.id);
    expect(state.html).toContain('Other tab');
    expect(await modifyCount()).toBe(charged);
    // Nothing was saved, so the chat keeps no reply about it.
    const replies = await app.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.landingPageId, pageId), eq(chatMessages.role, 'assistant')));
    expect(replies).toEqual([]);
  });
});
