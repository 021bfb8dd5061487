import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  chatMessages,
  landingPages,
  monthlyUsage,
  pageVersions,
} from '../../src/server/db/schema/index.ts';
import { isCompleteDocument } from '../../src/server/features/generation/html/document.ts';
import { createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import { type FakeProviderServer, lastUserText } from '../fakes/scripted-provider.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import {
  expectFailedCallLogged,
  FAKE_PROVIDERS,
  providerFaults,
  useFaultyApp,
} from '../support/provider-faults.ts';
import { eventsOfType, type ParsedStream, parseEventStream } from '../support/sse.ts';
import type { TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/**
 * Provider faults on the edit endpoints and on variations, through both fake providers:
 * each ends in a clear error, nothing is half-saved (no new version, the live version
 * untouched, no partial page), nothing is charged and the call is logged.
 */
describe.each(FAKE_PROVIDERS)('edits and variations with the fake $name API', (harness) => {
  const setup = useFaultyApp(harness, 'mender');
  let fake: FakeProviderServer;
  let app: TestApp;
  let client: TestClient;
  let userId: number;
  beforeAll(() => {
    ({ fake, app, client, userId } = setup);
  });

  const original = samplePage('Mend Me');
  const patchAnswer = `Made the headline punchier.\n\n${formatPatches([
    { search: '<h1>Fast plumbing</h1>', replace: '<h1>Faster plumbing</h1>' },
  ])}`;

  async function newPage() {
    const { page } = await createPageWithFirstVersion(
      { db: app.db },
      {
        userId,
        title: 'Mend Me',
        prompt: 'p',
        html: original,
        maxLandingPages: null,
        planName: 'Free',
      },
    );
    return page;
  }

  /** Everything a failed edit must leave as it was (the log aside). */
  async function pageState(pageId: number) {
    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, pageId));
    const versions = await app.db
      .select({ id: pageVersions.id, version: pageVersions.version, html: pageVersions.html })
      .from(pageVersions)
      .where(eq(pageVersions.landingPageId, pageId))
      .orderBy(asc(pageVersions.version));
    const chat = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, pageId));
    return {
      html: page?.generatedHtml,
      currentVersionId: page?.currentVersionId,
      versionCount: page?.versionCount,
      updatedAt: page?.updatedAt,
      versions,
      chat: chat.length,
    };
  }

  async function usage() {
    const [row] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    return { modify: row?.modifyCount ?? 0, variation: row?.variationCount ?? 0 };
  }
  const logs = () => app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId)).orderBy(asc(apiLogs.id));
  const groupedPages = () =>
    app.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.userId, userId), isNotNull(landingPages.variationGroup)));

  function expectErrorThenDone(stream: ParsedStream, message: RegExp, retryAfterSeconds?: number) {
    const errors = eventsOfType(stream, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(message);
    expect(errors[0]?.retryAfterSeconds).toBe(retryAfterSeconds);
    expect(stream.events.at(-1)?.type).toBe('error');
    expect(stream.done).toBe(true);
    expect(stream.garbage).toEqual([]);
  }

  describe('POST /api/ai-chat-modify', () => {
    const modify = (pageId: number) =>
      client.post('/api/ai-chat-modify', {
        landingPageId: pageId,
        messages: [{ role: 'user', content: 'Make the headline punchier' }],
        currentHtml: original,
      });

    for (const fault of providerFaults(patchAnswer)) {
      it(`${fault.name}: an error event, no new version, the live version unchanged, nothing charged`, async () => {
        const page = await newPage();
        const before = { page: await pageState(page.id), usage: await usage(), logs: (await logs()).length };
        fake.enqueue(fault.reply);
        const response = await modify(page.id);
        expect(response.status).toBe(200);
        const stream = parseEventStream(response.text);
        expectErrorThenDone(stream, fault.message, fault.retryAfterSeconds);
        expect(eventsOfType(stream, 'html_update')).toEqual([]);

        expect(await pageState(page.id)).toEqual(before.page);
        expect(await usage()).toEqual(before.usage);
        const after = await logs();
        expect(after).toHaveLength(before.logs + 1);
        expectFailedCallLogged(after.at(-1), { harness, fault, request: fake.requests.at(-1) });
      });
    }

    it('a fault in the whole-document fallback saves nothing either', async () => {
      const page = await newPage();
      const before = { page: await pageState(page.id), usage: await usage(), logs: (await logs()).length };
      const [cut] = providerFaults(fencedAnswer(samplePage('Rewritten'))).filter((f) => f.kind === 'cut');
      const miss = formatPatches([{ search: '<h2>Not on the page</h2>', replace: 'x' }]);
      // The patch misses, its repair misses too, and the rewrite is cut.
      fake.enqueue({ text: miss }, { text: miss }, cut!.reply);
      const stream = parseEventStream((await modify(page.id)).text);
      expect(stream.content).toContain('rewriting the whole page');
      expectErrorThenDone(stream, cut!.message);
      expect(await pageState(page.id)).toEqual(before.page);
      expect(await usage()).toEqual(before.usage);
      const after = await logs();
      expect(after.slice(before.logs).map((log) => [log.step, log.success])).toEqual([
        ['patch', true],
        ['repair', true],
        ['fallback', false],
      ]);
    });
  });

  describe('POST /api/landing-pages/:id/modify', () => {
    const modifyElement = (pageId: number) =>
      client.post(`/api/landing-pages/${pageId}/modify`, {
        prompt: 'Make it more urgent',
        currentHtml: original,
        selectedElement: { tagName: 'H1', outerHTML: '<h1>Fast plumbing</h1>', path: 'body>h1' },
      });

    for (const fault of providerFaults(patchAnswer)) {
      it(`${fault.name}: a ${fault.status} with the reason, no new version, nothing charged`, async () => {
        const page = await newPage();
        const before = { page: await pageState(page.id), usage: await usage(), logs: (await logs()).length };
        fake.enqueue(fault.reply);
        const response = await modifyElement(page.id);
        expect(response.status).toBe(fault.status);
        expect(response.body.message).toMatch(fault.message);
        expect(response.headers.get('retry-after')).toBe(
          fault.retryAfterSeconds === undefined ? null : String(fault.retryAfterSeconds),
        );
        expect(response.body.generatedHtml).toBeUndefined();

        expect(await pageState(page.id)).toEqual(before.page);
        expect(await usage()).toEqual(before.usage);
        const after = await logs();
        expect(after).toHaveLength(before.logs + 1);
        expectFailedCallLogged(after.at(-1), { harness, fault, request: fake.requests.at(-1) });
      });
    }
  });

  describe('variations', () => {
    const generateVariations = (content: string, variationCount: number) =>
      client.post('/api/ai-chat-generate', {
        messages: [{ role: 'user', content }],
        generationOptions: { generateVariations: true, variationCount },
      });

    for (const fault of providerFaults(fencedAnswer(samplePage('Variant')))) {
      it(`${fault.name} on every variation: an error event, no page of the group, nothing charged`, async () => {
        const before = {
          pages: (await groupedPages()).length,
          usage: await usage(),
          logs: (await logs()).length,
        };
        fake.enqueue(fault.reply, fault.reply);
        const response = await generateVariations('Two variants of a bakery page', 2);
        expect(response.status).toBe(200);
        const stream = parseEventStream(response.text);
        expectErrorThenDone(stream, fault.message, fault.retryAfterSeconds);
        expect(eventsOfType(stream, 'variations_complete')).toEqual([]);
        expect(stream.content).toMatch(/✗ Variation 1 failed/);
        expect(stream.content).toMatch(/✗ Variation 2 failed/);

        expect((await groupedPages()).length).toBe(before.pages);
        expect(await usage()).toEqual(before.usage);
        const after = (await logs()).slice(before.logs);
        expect(after).toHaveLength(2);
        expect(after.map((log) => [log.requestType, log.success])).toEqual([
          ['variation', false],
          ['variation', false],
        ]);
      });
    }

    it('keeps the variations that succeed when others fail: each one whole, only they are charged', async () => {
      // The rule: every variation is a page of its own, saved whole (page and version 1 in one
      // transaction) or not at all. The ones that succeed are kept in the group and reported
      // in variations_complete (totalCount = pages saved); a failed one is reported in the
      // chat, saves nothing, and is not charged (the charge is part of the save).
      const [cut] = providerFaults(fencedAnswer(samplePage('Broken'))).filter((f) => f.kind === 'cut');
      fake.setFallback((request) => {
        const [, number] = /This is variation (\d) of 3/.exec(lastUserText(request)) ?? [];
        return number === '2' ? cut!.reply : { text: fencedAnswer(samplePage(`Variant ${number}`)) };
      });
      const before = {
        pages: (await groupedPages()).length,
        usage: await usage(),
        logs: (await logs()).length,
      };
      const response = await generateVariations('Three variants of a bakery page', 3);
      const stream = parseEventStream(response.text);
      expect(stream.done).toBe(true);
      expect(eventsOfType(stream, 'error')).toEqual([]);
      expect(stream.content).toMatch(/✓ Variation 1 ready: Variant 1/);
      expect(stream.content).toMatch(/✗ Variation 2 failed: The connection to the AI provider was lost/);
      expect(stream.content).toMatch(/✓ Variation 3 ready: Variant 3/);
      const [done] = eventsOfType(stream, 'variations_complete');
      expect(done?.totalCount).toBe(2);
      expect(done?.savedPages.map((page) => page.title)).toEqual(['Variant 1', 'Variant 3']);

      const group = await app.db
        .select()
        .from(landingPages)
        .where(eq(landingPages.variationGroup, done!.variationGroup))
        .orderBy(asc(landingPages.id));
      expect(group.map((page) => page.id).sort()).toEqual(done!.savedPages.map((page) => page.id).sort());
      for (const page of group) {
        expect(isCompleteDocument(page.generatedHtml)).toBe(true);
        const versions = await app.db
          .select()
          .from(pageVersions)
          .where(eq(pageVersions.landingPageId, page.id));
        expect(versions.map((v) => [v.version, v.id])).toEqual([[1, page.currentVersionId]]);
      }
      expect((await groupedPages()).length).toBe(before.pages + 2);
      expect(await usage()).toEqual({ ...before.usage, variation: before.usage.variation + 2 });
      const after = (await logs()).slice(before.logs);
      expect(after.filter((log) => log.success)).toHaveLength(2);
      expect(after.filter((log) => !log.success)).toHaveLength(1);
    });
  });
});
