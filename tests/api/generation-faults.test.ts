import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, landingPages, monthlyUsage } from '../../src/server/db/schema/index.ts';
import { type FakeProviderServer, type FakeReply, startFakeOpenAI } from '../fakes/fake-openai.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

let fake: FakeProviderServer;
let app: TestApp;
let client: TestClient;
let userId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await startTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o-mini',
    },
    ai: { timeoutMs: 1500 },
  });
  client = app.client();
  userId = (await client.register('faulty')).id;
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
  const logs = await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId));
  return { pages: pages.length, charged: usage?.generateCount ?? 0, logs };
}

const faults: [string, FakeReply, RegExp][] = [
  ['HTTP 500', { fault: 'http_500' }, /unavailable right now \(HTTP 500\)/],
  [
    'HTTP 429 with retry-after',
    { fault: 'http_429', retryAfterSeconds: 7 },
    /rate limited\)\. Please try again in 7 seconds/,
  ],
  ['a stall past the limit', { fault: 'stall', text: fencedAnswer(html), afterChars: 60 }, /took too long/],
  [
    'a stream cut mid-page',
    { fault: 'cut', text: fencedAnswer(html), afterChars: 120 },
    /connection .* was lost/,
  ],
  ['malformed events', { fault: 'malformed', text: '```html\n<!DOCTYPE html>' }, /could not be read/],
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
  for (const [name, reply, message] of faults) {
    it(name, async () => {
      const before = await state();
      fake.enqueue(reply);
      const started = Date.now();
      const response = await generate();
      expect(response.status).toBe(200);
      const stream = parseEventStream(response.text);
      expect(stream.done).toBe(true);
      const errors = eventsOfType(stream, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(message);
      expect(eventsOfType(stream, 'html_update')).toEqual([]);
      expect(Date.now() - started).toBeLessThan(10_000);

      const after = await state();
      expect(after.pages).toBe(before.pages);
      // The charge is given back, and the failed call is still logged.
      expect(after.charged).toBe(before.charged);
      expect(after.logs.length).toBe(before.logs.length + 1);
      const last = after.logs.at(-1)!;
      const providerFailed = 'fault' in reply;
      expect(last.success).toBe(!providerFailed);
      if (providerFailed) expect(last.errorMessage).toMatch(message);
    });
  }

  it('still works after all of that', async () => {
    fake.enqueue({ text: fencedAnswer(html) });
    const stream = parseEventStream((await generate()).text);
    expect(eventsOfType(stream, 'html_update')[0]?.savedPage.title).toBe('Faults Inc');
    expect((await state()).charged).toBe(1);
  });
});

describe('continuation after the token limit', () => {
  it('continues a cut-off page up to two more times and saves the joined document', async () => {
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

  it('gives up after three cut segments: an error and nothing saved', async () => {
    const answer = fencedAnswer(samplePage('Endless', '<p>more</p>'.repeat(50)));
    const third = Math.floor(answer.length / 4);
    fake.enqueue(
      { text: answer.slice(0, third), stopReason: 'length' },
      { text: answer.slice(third, 2 * third), stopReason: 'length' },
      { text: answer.slice(2 * third, 3 * third), stopReason: 'length' },
    );
    const before = await state();
    const stream = parseEventStream((await generate()).text);
    expect(eventsOfType(stream, 'error')[0]?.message).toMatch(/did not return a complete HTML page/);
    const after = await state();
    expect(after.pages).toBe(before.pages);
    expect(after.logs.length).toBe(before.logs.length + 3);
  });
});
