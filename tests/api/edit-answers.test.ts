import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageWithFirstVersion } from '../../src/server/features/pages/index.ts';
import type { StreamEvent } from '../../src/shared/api/generation.ts';
import {
  type ElementModifyResponse,
  elementModifyResponseSchema,
  type StoredChatMessage,
  type UpdatePageResponse,
  type Version,
} from '../../src/shared/api/pages.ts';
import { savedEditSchema } from '../../src/shared/api/saved-edit.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

/*
 * One trip per edit (docs/product.md, 'Client timing and caching'): an AI chat edit, an element
 * edit and a direct save each answer the saved page, and what they answer is exactly what the
 * page, its versions and its chat read afterwards, so the client need not read them again.
 */

let fake: FakeProviderServer;
let app: TestApp;
let owner: TestClient;
let ownerId: number;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  app = await startTestApp({
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
  });
  owner = app.client();
  ownerId = (await owner.register('one-trip')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function newPage() {
  const { page, version } = await createPageWithFirstVersion(
    { db: app.db },
    {
      userId: ownerId,
      title: 'One trip',
      prompt: 'p',
      html: samplePage('One trip'),
      maxLandingPages: null,
      planName: 'Free',
    },
  );
  return { page, version };
}

/** What the client would read again: the page, its versions, its chat. */
async function readBack(pageId: number) {
  const [page, versions, chat] = await Promise.all([
    owner.get(`/api/landing-pages/${pageId}`),
    owner.get(`/api/landing-pages/${pageId}/versions`),
    owner.get(`/api/landing-pages/${pageId}/chat-history`),
  ]);
  return {
    page: page.body as { generatedHtml: string; currentVersionId: number; versionCount: number },
    versions: versions.body as Version[],
    chat: chat.body as StoredChatMessage[],
  };
}

// One search/replace block, as the model writes it (src/server/lib/patches.ts).
const urgent = '<<<<<<< SEARCH\n<p>Call us today.</p>\n=======\n<p>Call us now!</p>\n>>>>>>> REPLACE';

describe('each edit answers the saved page', () => {
  it('an AI chat edit: html_update carries the new version, the summary and the chat entries stored', async () => {
    const { page } = await newPage();
    fake.enqueue({ text: `Made it more urgent.\n\n${urgent}` });
    const response = await owner.post('/api/ai-chat-modify', {
      landingPageId: page.id,
      messages: [{ role: 'user', content: 'Make it more urgent', id: 'm-1' }],
      currentHtml: page.generatedHtml,
      baseVersionId: page.currentVersionId,
    });
    expect(response.status).toBe(200);
    const [update] = eventsOfType(parseEventStream(response.text), 'html_update') as Extract<
      StreamEvent,
      { type: 'html_update' }
    >[];
    expect(update?.saved).toBeDefined();
    const saved = savedEditSchema.omit({ generatedHtml: true }).parse(update!.saved);
    const after = await readBack(page.id);
    expect(update!.html).toBe(after.page.generatedHtml);
    expect(saved.version).toEqual(after.versions[0]);
    expect(saved.version.version).toBe(2);
    expect(update!.versionId).toBe(after.page.currentVersionId);
    expect(saved.pruned).toEqual([]);
    expect(saved.summary).toBe('Changed 1 place');
    // The chat entries it stored, as the chat history lists them.
    expect(update!.chat).toEqual(after.chat);
    expect(update!.chat?.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(update!.chat?.[1]?.content).toContain('Changed 1 place');
  });

  it('an element edit answers {generatedHtml, version, pruned, summary, changes} as the page reads after', async () => {
    const { page } = await newPage();
    fake.enqueue({ text: `Changed the line.\n\n${urgent}` });
    const response = await owner.post(`/api/landing-pages/${page.id}/modify`, {
      prompt: 'Make it more urgent',
      currentHtml: page.generatedHtml,
      baseVersionId: page.currentVersionId,
      selectedElement: { tagName: 'P', outerHTML: '<p>Call us today.</p>', path: 'body>p' },
    });
    expect(response.status).toBe(200);
    const answer: ElementModifyResponse = elementModifyResponseSchema.parse(response.body);
    const after = await readBack(page.id);
    expect(answer.generatedHtml).toBe(after.page.generatedHtml);
    expect(answer.version).toEqual(after.versions[0]);
    expect(answer.version.id).toBe(after.page.currentVersionId);
    expect(answer).toMatchObject({ pruned: [], summary: 'Changed 1 place', changes: 'Changed the line.' });
  });

  it('a direct save answers the page with its new version, the pruned ones and the summary', async () => {
    const { page } = await newPage();
    const edited = page.generatedHtml.replace('<p>Call us today.</p>', '<p>Call us tonight.</p>');
    const response = await owner.put(`/api/landing-pages/${page.id}`, {
      generatedHtml: edited,
      commitMessage: 'Manual edit',
      baseVersionId: page.currentVersionId,
    });
    expect(response.status).toBe(200);
    const answer = response.body as UpdatePageResponse;
    const after = await readBack(page.id);
    expect(answer.generatedHtml).toBe(after.page.generatedHtml);
    expect(answer.version).toEqual(after.versions[0]);
    expect(answer.currentVersionId).toBe(answer.version?.id);
    expect(answer.versionCount).toBe(after.page.versionCount);
    expect(answer).toMatchObject({ pruned: [], summary: 'Changed 1 place' });
  });
});
