import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs, landingPages, monthlyUsage } from '../../src/server/db/schema/index.ts';
import { type FakeProviderServer, lastUserText, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { eventsOfType, parseEventStream } from '../support/sse.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { TestClient } from '../support/test-client.ts';

let fake: FakeProviderServer;
let app: TestApp;
let client: TestClient;
let userId: number;
let privateSite: http.Server;
let privateHits = 0;
let privateUrl: string;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  privateSite = http.createServer((_req, res) => {
    privateHits++;
    res.end('<title>Internal admin</title>');
  });
  await new Promise<void>((resolve) => privateSite.listen(0, '127.0.0.1', resolve));
  privateUrl = `http://127.0.0.1:${(privateSite.address() as AddressInfo).port}/admin`;
  // No ALLOW_PRIVATE_URL_FETCH: the production SSRF rules apply.
  app = await startTestApp({
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: fake.baseURL },
    ai: { heartbeatMs: 40 },
  });
  client = app.client();
  userId = (await client.register('controller')).id;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  privateSite?.close();
});

const body = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ messages: [{ role: 'user', content: 'A page' }], ...extra });

describe('stream control', () => {
  it('sends heartbeat comments while the provider is quiet', async () => {
    fake.enqueue({ text: fencedAnswer(samplePage('Slow')), firstTokenDelayMs: 200 });
    const response = await client.post('/api/ai-chat-generate', undefined, {
      rawBody: body(),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.text).toMatch(/^: ping$/m);
    expect(eventsOfType(parseEventStream(response.text), 'html_update')).toHaveLength(1);
  });

  it('cancels the provider call when the client disconnects, and gives the charge back', async () => {
    const [before] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    fake.enqueue({ fault: 'stall', text: fencedAnswer(samplePage('Never')), afterChars: 50 });
    const requestsBefore = fake.requests.length;
    const abort = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/ai-chat-generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: app.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body(),
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    await reader.read(); // the stream is live
    await new Promise((resolve) => setTimeout(resolve, 100));
    abort.abort();

    // The failed call is logged once the server notices; the fake saw its client go away.
    await expect
      .poll(
        async () =>
          (await app.db.select().from(apiLogs).where(eq(apiLogs.userId, userId))).filter((l) => !l.success)
            .length,
        {
          timeout: 5000,
        },
      )
      .toBe(1);
    expect(fake.requests.length).toBe(requestsBefore + 1);
    const [after] = await app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    expect(after?.generateCount).toBe(before?.generateCount);
    const titles = (await app.db.select().from(landingPages).where(eq(landingPages.userId, userId))).map(
      (p) => p.title,
    );
    expect(titles).not.toContain('Never');
  });
});

describe('reference URLs go through the SSRF guard', () => {
  // Non-http schemes never get this far: the request schema refuses them (generation-inputs.test.ts).
  it('refuses loopback, private and metadata addresses, reports them, and still generates', async () => {
    fake.enqueue({ text: fencedAnswer(samplePage('Guarded')) });
    const urls = [
      privateUrl,
      'http://10.0.0.7/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ];
    const response = await client.post('/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A guarded page' }],
      referenceUrls: urls,
    });
    const stream = parseEventStream(response.text);
    const warnings = stream.content.split('\n').filter((line) => line.startsWith('⚠️'));
    expect(warnings).toHaveLength(4);
    expect(eventsOfType(stream, 'html_update')[0]?.savedPage.title).toBe('Guarded');
    expect(privateHits).toBe(0);
    expect(lastUserText(fake.requests.at(-1)!)).not.toContain('Internal admin');
  });
});
