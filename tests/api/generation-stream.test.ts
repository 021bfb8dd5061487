import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  chatMessages,
  landingPages,
  monthlyUsage,
  pageVersions,
} from '../../src/server/db/schema/index.ts';
import {
  type FakeProviderServer,
  imageParts,
  lastUserText,
  startFakeAnthropic,
} from '../fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

// 1x1 transparent PNG
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let fake: FakeProviderServer;
let app: TestApp;
let client: TestClient;
let userId: number;
let reference: http.Server;
let referenceUrl: string;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  reference = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<html><head><title>Rival Plumbing Co</title></head><body><h1>24/7 emergency plumbers</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
  referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/`;
  app = await startTestApp({
    env: {
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: fake.apiKey,
      ANTHROPIC_BASE_URL: fake.baseURL,
      AI_MODEL: 'claude-sonnet-4-5',
      ALLOW_PRIVATE_URL_FETCH: '1',
    },
  });
  client = app.client();
  userId = (await client.register('streamer')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  reference?.close();
});

const generate = (body: Record<string, unknown>) => client.post('/api/ai-chat-generate', body);

describe('POST /api/ai-chat-generate with Anthropic', () => {
  it('streams content, saves the page with version 1, then html_update and [DONE]', async () => {
    const html = samplePage('Acme Plumbing');
    const answer = fencedAnswer(html, 'I built a plumbing page with a call-back form.');
    fake.enqueue({ text: answer, chunkSize: 25, inputTokens: 1200, outputTokens: 900 });

    const response = await generate({
      messages: [{ role: 'user', content: 'A landing page for Acme Plumbing' }],
      generationOptions: {
        platformOptimization: 'wordpress',
        industry: 'Professional Services',
        tone: 'Friendly',
      },
      referenceImages: [PNG],
      referenceUrls: [referenceUrl, '  '],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-accel-buffering')).toBe('no');

    const stream = parseEventStream(response.text);
    expect(stream.garbage).toEqual([]);
    expect(stream.done).toBe(true);
    expect(stream.content).toBe(answer);
    expect(eventsOfType(stream, 'content').length).toBeGreaterThan(10);
    const [update] = eventsOfType(stream, 'html_update');
    expect(update?.html).toBe(html);
    expect(update?.savedPage.title).toBe('Acme Plumbing');
    expect(stream.events.at(-1)?.type).toBe('html_update');

    const [page] = await app.db.select().from(landingPages).where(eq(landingPages.id, update!.savedPage.id));
    expect(page).toMatchObject({
      userId,
      title: 'Acme Plumbing',
      generatedHtml: html,
      referenceUrls: [referenceUrl],
    });
    expect(page?.referenceImages).toEqual([{ data: PNG, mimeType: 'image/png', filename: 'reference-1' }]);
    const versions = await app.db.select().from(pageVersions).where(eq(pageVersions.landingPageId, page!.id));
    expect(versions.map((v) => v.version)).toEqual([1]);
    const chat = await app.db.select().from(chatMessages).where(eq(chatMessages.landingPageId, page!.id));
    expect(chat.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(chat[1]?.content).toBe(answer);

    const [log] = await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId));
    expect(log).toMatchObject({
      requestType: 'generate',
      model: 'claude-sonnet-4-5',
      inputTokens: 1200,
      outputTokens: 900,
    });
    expect(Number(log?.totalCost)).toBeCloseTo((1200 * 3 + 900 * 15) / 1e6, 6);
    const [usage] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    expect(usage?.generateCount).toBe(1);
  });

  it('sends the options, the reference image and the reference summary to the model', async () => {
    const request = fake.requests.at(-1)!;
    const system = JSON.stringify(request.body.system);
    expect(system).toContain('WordPress');
    expect(system).toContain('Professional Services');
    expect(system).toContain('Friendly');
    expect(request.body.max_tokens).toBe(16_000);
    expect(imageParts(request).map((part) => part.mediaType)).toEqual(['image/png']);
    const prompt = lastUserText(request);
    expect(prompt).toContain('A landing page for Acme Plumbing');
    expect(prompt).toContain('Rival Plumbing Co');
    expect(prompt).toContain('24/7 emergency plumbers');
  });

  it('reports an unreachable reference URL in the chat and still generates', async () => {
    fake.enqueue({ text: fencedAnswer(samplePage('Second Page')) });
    const response = await generate({
      messages: [{ role: 'user', content: 'Another page' }],
      referenceUrls: ['http://127.0.0.1:9/nothing-listens-here'],
    });
    const stream = parseEventStream(response.text);
    expect(stream.content).toMatch(/⚠️ .*127\.0\.0\.1:9/);
    expect(eventsOfType(stream, 'html_update')[0]?.savedPage.title).toBe('Second Page');
  });

  it('titles a page without a <title> "Generated Landing Page"', async () => {
    const untitled = samplePage('x').replace('<title>x</title>', '');
    fake.enqueue({ text: fencedAnswer(untitled) });
    const stream = parseEventStream(
      (await generate({ messages: [{ role: 'user', content: 'No title' }] })).text,
    );
    expect(eventsOfType(stream, 'html_update')[0]?.savedPage.title).toBe('Generated Landing Page');
  });

  it('refuses bad bodies with a 4xx before any provider call', async () => {
    const before = fake.requests.length;
    const cases: unknown[] = [
      {},
      { messages: [] },
      { messages: [{ role: 'system', content: 'x' }] },
      {
        messages: [{ role: 'user', content: 'x' }],
        generationOptions: { variationCount: 9, generateVariations: true },
      },
      { messages: [{ role: 'user', content: 'x' }], userId: 1 },
      { messages: [{ role: 'user', content: 'x' }], generationOptions: { platformOptimization: 'wix' } },
    ];
    for (const body of cases) {
      const response = await generate(body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    // Not an image: 415, as for a chat image that does not decode.
    const notImage = await generate({
      messages: [{ role: 'user', content: 'x' }],
      referenceImages: ['bm90IGFuIGltYWdl'],
    });
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toBe('Reference image 1 is not a PNG, JPEG, GIF or WebP image');
    expect(fake.requests.length).toBe(before);
    const signedOut = await app
      .client()
      .post('/api/ai-chat-generate', { messages: [{ role: 'user', content: 'x' }] });
    expect(signedOut.status).toBe(401);
    const pages = await app.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.userId, userId)));
    expect(pages.length).toBe(3);
  });
});
