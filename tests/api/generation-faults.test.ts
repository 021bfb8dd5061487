import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, chatMessages, landingPages, monthlyUsage } from '../../src/server/db/schema/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import type { FakeProviderServer, FakeReply } from '../fakes/scripted-provider.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import {
  expectFailedCallLogged,
  FAKE_PROVIDERS,
  FAULT_AI_TIMINGS,
  providerFaults,
} from '../support/provider-faults.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';
import { putOnPlan } from './helpers.ts';

describe.each(FAKE_PROVIDERS)('POST /api/ai-chat-generate with the fake $name API', (harness) => {
  let fake: FakeProviderServer;
  let app: TestApp;
  let client: TestClient;
  let userId: number;

  beforeAll(async () => {
    fake = await harness.start();
    app = await startTestApp({ env: harness.env(fake), ai: FAULT_AI_TIMINGS });
    client = app.client();
    userId = (await client.register(`faulty-${harness.name}`)).id;
    // No page limit in the way: these tests are about faults.
    await putOnPlan(app.db, userId, 'Unlimited');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const html = samplePage('Faults Inc');
  const generate = () =>
    client.post('/api/ai-chat-generate', { messages: [{ role: 'user', content: 'A page for Faults Inc' }] });

  async function state() {
    const pages = await app.db.select().from(landingPages).where(eq(landingPages.userId, userId));
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    const logs = await app.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.userId, userId))
      .orderBy(asc(apiLogs.id));
    return { pages: pages.length, charged: usage?.generateCount ?? 0, logs };
  }

  const answersWithoutAPage: [string, FakeReply, RegExp][] = [
    [
      'an answer without a page',
      { text: 'Sorry, I cannot help with that.' },
      /did not return a complete HTML page/,
    ],
    [
      'a page without its end',
      { text: fencedAnswer(html).replace('</html>', '') },
      /did not return a complete HTML page/,
    ],
  ];

  describe('provider faults end in a clear error with nothing half-saved', () => {
    for (const fault of providerFaults(fencedAnswer(html))) {
      it(fault.name, async () => {
        const before = await state();
        fake.enqueue(fault.reply);
        const started = Date.now();
        const response = await generate();
        expect(response.status).toBe(200);
        const stream = parseEventStream(response.text);
        const errors = eventsOfType(stream, 'error');
        expect(errors).toHaveLength(1);
        expect(errors[0]?.message).toMatch(fault.message);
        expect(errors[0]?.retryAfterSeconds).toBe(fault.retryAfterSeconds);
        expect(eventsOfType(stream, 'html_update')).toEqual([]);
        // The error is the last event, then [DONE].
        expect(stream.events.at(-1)?.type).toBe('error');
        expect(stream.done).toBe(true);
        expect(response.text.trimEnd().endsWith('data: [DONE]')).toBe(true);
        expect(Date.now() - started).toBeLessThan(10_000);

        const after = await state();
        expect(after.pages).toBe(before.pages);
        // Nothing is charged, and the failed call is logged with what is known of it.
        expect(after.charged).toBe(before.charged);
        expect(after.logs.length).toBe(before.logs.length + 1);
        expectFailedCallLogged(after.logs.at(-1), { harness, fault, request: fake.requests.at(-1) });
      });
    }

    for (const [name, reply, message] of answersWithoutAPage) {
      it(name, async () => {
        const before = await state();
        fake.enqueue(reply);
        const stream = parseEventStream((await generate()).text);
        expect(stream.done).toBe(true);
        expect(eventsOfType(stream, 'error')[0]?.message).toMatch(message);
        expect(eventsOfType(stream, 'html_update')).toEqual([]);
        const after = await state();
        expect(after.pages).toBe(before.pages);
        expect(after.charged).toBe(before.charged);
        // The call itself succeeded, and is logged as such.
        expect(after.logs.length).toBe(before.logs.length + 1);
        expect(after.logs.at(-1)?.success).toBe(true);
      });
    }

    it('still works after all of that', async () => {
      fake.enqueue({ text: fencedAnswer(html) });
      const stream = parseEventStream((await generate()).text);
      expect(eventsOfType(stream, 'html_update')[0]?.savedPage.title).toBe('Faults Inc');
      expect((await state()).charged).toBe(1);
    });
  });

  describe('a failure after the save', () => {
    /** Makes the database refuse chat messages whose text contains CHAT-STORE-DOWN. */
    async function withChatStoreDown(run: () => Promise<void>) {
      await app.db.execute(
        sql.raw(
          `create function refuse_chat() returns trigger language plpgsql as $$ begin raise exception 'chat store down'; end $$`,
        ),
      );
      await app.db.execute(
        sql.raw(
          `create trigger refuse_chat before insert on chat_messages for each row when (new.content like '%CHAT-STORE-DOWN%') execute function refuse_chat()`,
        ),
      );
      try {
        await run();
      } finally {
        await app.db.execute(sql.raw('drop trigger refuse_chat on chat_messages'));
        await app.db.execute(sql.raw('drop function refuse_chat()'));
      }
    }

    it('losing the chat record neither turns a saved page into an error nor refunds it', async () => {
      await withChatStoreDown(async () => {
        const before = await state();
        fake.enqueue({ text: fencedAnswer(samplePage('Saved Anyway')) });
        const response = await client.post('/api/ai-chat-generate', {
          messages: [{ role: 'user', content: 'CHAT-STORE-DOWN: a page' }],
        });
        const stream = parseEventStream(response.text);
        expect(eventsOfType(stream, 'error')).toEqual([]);
        const [update] = eventsOfType(stream, 'html_update');
        expect(update?.savedPage.title).toBe('Saved Anyway');
        const after = await state();
        expect(after.pages).toBe(before.pages + 1);
        expect(after.charged).toBe(before.charged + 1);
        const chat = await app.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.landingPageId, update!.savedPage.id));
        expect(chat).toEqual([]);
      });
    });

    it('an answer that changed nothing is a chat question, not an AI edit, even when its chat cannot be stored', async () => {
      fake.enqueue({ text: fencedAnswer(samplePage('Edited Often', '<h1>v1</h1>')) });
      const [update] = eventsOfType(parseEventStream((await generate()).text), 'html_update');
      const modify = (content: string) =>
        client.post('/api/ai-chat-modify', {
          landingPageId: update!.savedPage.id,
          messages: [{ role: 'user', content }],
          currentHtml: '',
        });
      fake.enqueue({ text: formatPatches([{ search: '<h1>v1</h1>', replace: '<h1>v2</h1>' }]) });
      expect(eventsOfType(parseEventStream((await modify('Make it v2')).text), 'html_update')).toHaveLength(
        1,
      );
      const charged = async () => {
        const [row] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
        return { modify: row?.modifyCount, ask: row?.askCount };
      };
      const before = await charged();
      expect(before.modify).toBe(1);

      await withChatStoreDown(async () => {
        fake.enqueue({ text: 'Which shade of blue would you like?' });
        const stream = parseEventStream((await modify('CHAT-STORE-DOWN: make it blue')).text);
        expect(eventsOfType(stream, 'error')).toEqual([]);
        expect(eventsOfType(stream, 'html_update')).toEqual([]);
        expect(stream.content).toBe('Which shade of blue would you like?');
      });
      // Charged as a chat question (ADR 022), not as an AI edit: the earlier edit's charge
      // stands alone, and the lost chat record undoes nothing.
      expect(await charged()).toEqual({ modify: 1, ask: (before.ask ?? 0) + 1 });
    });
  });

  describe('continuation after the token limit', () => {
    it('continues a cut-off page and saves the joined document', async () => {
      const answer = fencedAnswer(samplePage('Long Page', '<h1>Long</h1>'.repeat(20)));
      const cuts = [Math.floor(answer.length / 3), Math.floor((2 * answer.length) / 3)];
      fake.enqueue(
        { text: answer.slice(0, cuts[0]), stopReason: 'length' },
        { text: answer.slice(cuts[0], cuts[1]), stopReason: 'length' },
        { text: answer.slice(cuts[1]) },
      );
      const before = fake.requests.length;
      const stream = parseEventStream((await generate()).text);
      expect(stream.content).toBe(answer);
      const [update] = eventsOfType(stream, 'html_update');
      expect(update?.savedPage.title).toBe('Long Page');
      expect(fake.requests.length - before).toBe(3);
      const continued = fake.requests.at(-1)!.body.messages;
      expect(continued.at(-2)).toMatchObject({ role: 'assistant' });
      expect(JSON.stringify(continued.at(-1))).toContain('Continue exactly where it stopped');
    });

    it('gives up after four cut segments ending mid-tag: an error and nothing saved', async () => {
      const answer = fencedAnswer(samplePage('Endless', '<p class="lead">more</p>'.repeat(50)));
      const fifth = Math.floor(answer.length / 5);
      // Each cut falls inside a tag ('<p cl|ass'), so the page cannot be closed as it stands.
      const cut = (n: number) => answer.indexOf('ass="lead"', n * fifth);
      fake.enqueue(
        { text: answer.slice(0, cut(1)), stopReason: 'length' },
        { text: answer.slice(cut(1), cut(2)), stopReason: 'length' },
        { text: answer.slice(cut(2), cut(3)), stopReason: 'length' },
        { text: answer.slice(cut(3), cut(4)), stopReason: 'length' },
      );
      const before = await state();
      const stream = parseEventStream((await generate()).text);
      expect(eventsOfType(stream, 'error')[0]?.message).toMatch(/did not return a complete HTML page/);
      const after = await state();
      expect(after.pages).toBe(before.pages);
      expect(after.logs.length).toBe(before.logs.length + 4);
    });

    it('joins a continuation that re-opens the fence and restarts the line it was cut in', async () => {
      const answer = fencedAnswer(
        samplePage(
          'Joined Page',
          '<section>\n  <h2>Our services</h2>\n  <p>Careful, tidy work.</p>\n</section>\n'.repeat(8),
        ),
      );
      // Cut in the middle of a paragraph line; the model opens a new fence and writes that line again.
      const cut = answer.indexOf('.</p>', Math.floor(answer.length / 2));
      const lineStart = answer.lastIndexOf('\n', cut) + 1;
      fake.enqueue(
        { text: answer.slice(0, cut), stopReason: 'length' },
        { text: `\`\`\`html\n${answer.slice(lineStart)}` },
      );
      const stream = parseEventStream((await generate()).text);
      expect(stream.content).toBe(answer);
      const [update] = eventsOfType(stream, 'html_update');
      expect(update?.savedPage.title).toBe('Joined Page');
      expect(update?.html.match(/<section>/g)?.length).toBe(8);
      expect(update?.html).not.toContain('```');
    });

    it('closes the page when the last segment stops between finished sections', async () => {
      const answer = fencedAnswer(samplePage('Nearly Done', '<section><p>Part</p></section>\n'.repeat(40)));
      const at = (n: number) => answer.indexOf('<section>', Math.floor((n * answer.length) / 5));
      const end = answer.lastIndexOf('</section>') + '</section>'.length;
      fake.enqueue(
        { text: answer.slice(0, at(1)), stopReason: 'length' },
        { text: answer.slice(at(1), at(2)), stopReason: 'length' },
        { text: answer.slice(at(2), at(3)), stopReason: 'length' },
        { text: answer.slice(at(3), end), stopReason: 'length' },
      );
      const stream = parseEventStream((await generate()).text);
      const [update] = eventsOfType(stream, 'html_update');
      expect(update?.savedPage.title).toBe('Nearly Done');
      expect(update?.html).toMatch(/<\/section>\n<\/body>\n<\/html>$/);
      expect(update?.html.match(/<section>/g)?.length).toBe(40);
    });
  });
});
