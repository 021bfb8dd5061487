import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, landingPages, pageVersions } from '../../src/server/db/schema/index.ts';
import { createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import { formatPatches } from '../../src/server/lib/patches.ts';
import { type FakeProviderServer, lastUserText, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

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
  owner = app.client();
  ownerId = (await owner.register('editor')).id;
  stranger = app.client();
  await stranger.register('stranger');
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function newPage(html = samplePage('Edit Me')) {
  const { page } = await createPageWithFirstVersion(
    { db: app.db },
    {
      userId: ownerId,
      title: 'Edit Me',
      prompt: 'p',
      html,
      maxLandingPages: null,
      planName: 'Free',
    },
  );
  return page;
}

const versionsOf = (pageId: number) =>
  app.db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.landingPageId, pageId))
    .orderBy(desc(pageVersions.version));

describe('POST /api/ai-chat-modify', () => {
  it('applies search/replace patches exactly and saves them as a new version', async () => {
    const page = await newPage();
    const patches = [{ search: '<h1>Fast plumbing</h1>', replace: '<h1>Faster plumbing</h1>' }];
    fake.enqueue({ text: `Made the headline punchier.\n\n${formatPatches(patches)}` });
    const response = await owner.post('/api/ai-chat-modify', {
      landingPageId: page.id,
      messages: [{ role: 'user', content: 'Make the headline punchier' }],
      currentHtml: page.generatedHtml,
    });
    const stream = parseEventStream(response.text);
    const [update] = eventsOfType(stream, 'html_update');
    const expected = page.generatedHtml.replace('Fast plumbing', 'Faster plumbing');
    expect(update).toEqual({
      type: 'html_update',
      html: expected,
      savedPage: { id: page.id, title: 'Edit Me' },
      versionId: expect.any(Number),
      saved: expect.objectContaining({ summary: 'Changed 1 place' }),
      chat: expect.any(Array),
    });
    const versions = await versionsOf(page.id);
    // The new version: the base of the page's next save.
    expect(update?.versionId).toBe(versions[0]?.id);
    expect(versions.map((v) => [v.version, v.commitMessage])).toEqual([
      [2, 'AI: Make the headline punchier'],
      [1, 'Initial generation'],
    ]);
    const [stored] = await app.db.select().from(landingPages).where(eq(landingPages.id, page.id));
    expect(stored?.generatedHtml).toBe(expected);
    const chat = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id));
    expect(chat.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('falls back to the whole document when a patch and its repair both miss the page', async () => {
    const page = await newPage();
    const rewritten = samplePage('Edit Me', '<h1>Rewritten</h1>');
    const miss = formatPatches([{ search: '<h2>Not on the page</h2>', replace: 'x' }]);
    fake.enqueue({ text: miss }, { text: miss }, { text: fencedAnswer(rewritten, 'Rewrote the page.') });
    const before = fake.requests.length;
    const stream = parseEventStream(
      (
        await owner.post('/api/ai-chat-modify', {
          landingPageId: page.id,
          messages: [{ role: 'user', content: 'Rewrite it' }],
          currentHtml: page.generatedHtml,
        })
      ).text,
    );
    expect(fake.requests.length - before).toBe(3);
    // The repair call asked only for the failed block, quoting the page.
    expect(JSON.stringify(fake.requests[before + 1]?.body)).toContain('<failed_blocks>');
    expect(stream.content).toContain('asking the AI to correct just those');
    expect(stream.content).toContain('rewriting the whole page');
    expect(eventsOfType(stream, 'html_update')[0]?.html).toBe(rewritten);
    expect((await versionsOf(page.id))[0]?.html).toBe(rewritten);
  });

  it('stores what the person saw: the explanation and a summary line, never edit blocks or fences', async () => {
    const page = await newPage();
    const storedReplies = async () =>
      (await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id)))
        .filter((m) => m.role === 'assistant')
        .map((m) => m.content);
    const raw = /<<<<<<<|>>>>>>>|=======|```|SEARCH|REPLACE|did not match/;

    // Patches that apply at once: two places, one of them a new section.
    const patches = [
      { search: '<h1>Fast plumbing</h1>', replace: '<h1>Faster plumbing</h1>' },
      {
        search: '<p>Call us today.</p>',
        replace: '<p>Call us today.</p>\n<section id="pricing"><h2>Pricing</h2><p>From $49.</p></section>',
      },
    ];
    fake.enqueue({ text: `Made the headline punchier and added pricing.\n\n${formatPatches(patches)}` });
    const first = parseEventStream(
      (
        await owner.post('/api/ai-chat-modify', {
          landingPageId: page.id,
          messages: [{ role: 'user', content: 'Punchier headline and a pricing section' }],
          currentHtml: page.generatedHtml,
        })
      ).text,
    );
    // The stream itself is unchanged (the web chat hides the blocks as they arrive).
    expect(first.content).toContain('<<<<<<< SEARCH');
    expect(await storedReplies()).toEqual([
      'Made the headline punchier and added pricing.\n\nChanged 2 places · +1 section',
    ]);

    // A patch and its repair both miss, so the whole page is rewritten: the notes and the
    // fenced page stay out of the chat too.
    const current = eventsOfType(first, 'html_update')[0]!.html;
    const rewritten = samplePage('Edit Me', '<h1>All new</h1><p>Everything is different now.</p>');
    const miss = formatPatches([{ search: '<h2>Not on the page</h2>', replace: 'x' }]);
    fake.enqueue(
      { text: `Rewording the page.\n\n${miss}` },
      { text: miss },
      { text: fencedAnswer(rewritten, 'Rewrote the page.') },
    );
    await owner.post('/api/ai-chat-modify', {
      landingPageId: page.id,
      messages: [{ role: 'user', content: 'Reword everything' }],
      currentHtml: current,
    });

    // An answer without an edit keeps its words.
    fake.enqueue({ text: 'The headline is already bold; tell me the colour you want.' });
    await owner.post('/api/ai-chat-modify', {
      landingPageId: page.id,
      messages: [{ role: 'user', content: 'Is the headline bold?' }],
      currentHtml: rewritten,
    });

    const replies = await storedReplies();
    expect(replies.slice(1)).toEqual([
      'Rewording the page.\n\nChanged 1 place · −1 section',
      'The headline is already bold; tell me the colour you want.',
    ]);
    for (const reply of replies) expect(reply).not.toMatch(raw);
    // The chat history endpoint serves the same.
    const history = await owner.get(`/api/landing-pages/${page.id}/chat-history`);
    expect(history.body.map((m: { content: string }) => m.content)).toEqual(
      (await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page.id))).map(
        (m) => m.content,
      ),
    );
  });

  it('sends the page once, not once per turn: 10 turns on a 40 KB page cost < 1.3x the page', async () => {
    const filler = Array.from(
      { length: 800 },
      (_, i) => `<p>Benefit ${i}: we fix leaks quickly and cleanly.</p>`,
    );
    const big = samplePage('Big Page', filler.join('\n'));
    expect(big.length).toBeGreaterThan(40_000);
    const page = await newPage(big);
    const messages: { role: 'user' | 'assistant'; content: string }[] = [];
    for (let turn = 0; turn < 10; turn++) {
      messages.push(
        { role: 'user', content: `Change number ${turn}` },
        { role: 'assistant', content: fencedAnswer(big) },
      );
    }
    messages.push({ role: 'user', content: 'Now make the title blue' });
    fake.enqueue({
      text: formatPatches([{ search: '<title>Big Page</title>', replace: '<title>Big Blue Page</title>' }]),
    });
    await owner.post('/api/ai-chat-modify', { landingPageId: page.id, messages, currentHtml: big });
    const sent = fake.requests.at(-1)!;
    expect(sent.rawBytes).toBeLessThan(big.length * 1.3);
    expect(lastUserText(sent)).toContain('Now make the title blue');
  });

  it("answers 404 for another user's page and 400 for a zero id, before any provider call", async () => {
    const page = await newPage();
    const before = fake.requests.length;
    const foreign = await stranger.post('/api/ai-chat-modify', {
      landingPageId: page.id,
      messages: [{ role: 'user', content: 'Steal it' }],
      currentHtml: '',
    });
    expect(foreign.status).toBe(404);
    const zero = await owner.post('/api/ai-chat-modify', {
      landingPageId: 0,
      messages: [{ role: 'user', content: 'x' }],
      currentHtml: '',
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Invalid landing page ID for modification request');
    expect(fake.requests.length).toBe(before);
  });
});

describe('POST /api/landing-pages/:id/modify (clicked element)', () => {
  it('edits the selected element, saves a version and answers the saved page with its changes', async () => {
    const page = await newPage();
    fake.enqueue({
      text: `Changed the button text.\n\n${formatPatches([{ search: '<p>Call us today.</p>', replace: '<p>Call us now!</p>' }])}`,
    });
    const response = await owner.post(`/api/landing-pages/${page.id}/modify`, {
      prompt: 'Make it more urgent',
      currentHtml: page.generatedHtml,
      selectedElement: { tagName: 'P', outerHTML: '<p>Call us today.</p>', path: 'body>p' },
    });
    expect(response.status).toBe(200);
    expect(response.body.generatedHtml).toContain('<p>Call us now!</p>');
    expect(response.body.changes).toBe('Changed the button text.');
    expect(lastUserText(fake.requests.at(-1)!)).toContain('<selected_element>');
    expect((await versionsOf(page.id)).length).toBe(2);
  });

  it("404s another user's page and 400s bad ids and bodies", async () => {
    const page = await newPage();
    const body = { prompt: 'x', selectedElement: null };
    expect((await stranger.post(`/api/landing-pages/${page.id}/modify`, body)).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await owner.post(`/api/landing-pages/${id}/modify`, body)).status).toBe(400);
    }
    expect((await owner.post(`/api/landing-pages/${page.id}/modify`, { prompt: '  ' })).status).toBe(400);
    expect(
      (await owner.post(`/api/landing-pages/${page.id}/modify`, { prompt: 'x', role: 'admin' })).status,
    ).toBe(400);
  });
});
