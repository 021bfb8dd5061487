import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { landingPages, monthlyUsage } from '../../src/server/db/schema/index.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { type AppProcess, registerOn, startAppProcess } from '../support/app-process.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../support/database.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { parseEventStream } from '../support/sse.ts';

/**
 * Graceful shutdown of the real server process (`node --import tsx src/server/main.ts`, as
 * `npm start` and the Dockerfile run it): on SIGTERM it stops accepting connections, lets an
 * event stream in flight finish (up to SHUTDOWN_GRACE_MS), cancels what is left after the
 * deadline (the user gets an error event and [DONE], nothing half-saved), closes the database
 * and exits 0. The AI provider is the fake Anthropic API, slowed down so a stream is in flight.
 */

interface Server extends AppProcess {
  /** Where the data lives: opened again after exit to check what was saved. */
  open(): ReturnType<typeof openDatabase>;
}

let fake: FakeProviderServer;
const running: AppProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterEach(async () => {
  // Whatever happened, no server process outlives its test (stopped by its PID only).
  for (const server of running.splice(0)) server.kill();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => fake?.close());

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pagecraft-shutdown-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const url = testDatabaseUrl();
  const template = inject('pgTemplate');
  let databaseUrl: string | undefined;
  if (url && template) {
    const name = `pagecraft_sd_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    databaseUrl = withDatabase(url, name);
    cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const server = await startAppProcess({
    dataDir,
    databaseUrl,
    env: {
      ADMIN_PASSWORD: 'shutdown-admin-pw',
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: fake.apiKey,
      ANTHROPIC_BASE_URL: fake.baseURL,
      ...env,
    },
  });
  running.push(server);
  return {
    ...server,
    open: () =>
      databaseUrl
        ? openDatabase({ databaseUrl, poolSize: 1 })
        : openDatabase({ dataDir: path.resolve(dataDir, 'pglite') }),
  };
}

/** Starts a generation and resolves once its first `content` event has arrived. */
async function openGeneration(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/ai-chat-generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'A page for a plumber' }] }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('"type":"content"')) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`stream ended before any content: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  /** Reads the rest of the stream; resolves with the whole body and when it ended. */
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return { body: text, endedAt: Date.now() };
  })();
  // Wrapped: returning the bare promise from an async function would wait for it.
  return { ended };
}

async function savedPages(server: Server) {
  const database = await server.open();
  try {
    const [pages] = await database.db.select({ n: count() }).from(landingPages);
    const usage = await database.db.select().from(monthlyUsage);
    return { pages: pages!.n, usage };
  } finally {
    await database.close();
  }
}

describe('graceful shutdown on SIGTERM', () => {
  it('lets a stream in flight finish, refuses new connections, closes the database and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '15000' });
    const cookie = await registerOn(server.baseUrl);
    // About 3 s of streaming: well inside the deadline.
    const answer = fencedAnswer(samplePage('Slow Plumbing'), 'Here is your page.');
    fake.enqueue({ text: answer, chunkSize: 12, delayMs: 80 });
    const { ended } = await openGeneration(server.baseUrl, cookie);

    const signalledAt = Date.now();
    process.kill(server.process.pid!, 'SIGTERM');
    // New connections are refused while the stream carries on.
    await expect
      .poll(async () =>
        fetch(`${server.baseUrl}/healthz`).then(
          () => 'served',
          () => 'refused',
        ),
      )
      .toBe('refused');

    const { body, endedAt } = await ended;
    const parsed = parseEventStream(body);
    expect(parsed.done).toBe(true);
    expect(parsed.events.find((event) => event.type === 'error')).toBeUndefined();
    expect(parsed.events.some((event) => event.type === 'html_update')).toBe(true);
    expect(endedAt - signalledAt).toBeGreaterThan(500);

    const exit = await server.exited;
    expect(exit, server.output.join('')).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(15_000);
    // Soon after the stream: an idle keep-alive connection does not hold shutdown up.
    expect(exit.at - endedAt).toBeLessThan(3_000);
    // The page was saved and the database closed cleanly (it opens again with the page in it).
    expect((await savedPages(server)).pages).toBe(1);
    const log = server.output.join('');
    expect(log).toContain('"msg":"shutting down"');
    expect(log).toContain('"msg":"stopped"');
  }, 120_000);

  it('cancels a stream still running at the deadline: error event, [DONE], nothing saved, nothing charged, exit 0', async () => {
    const graceMs = 1_500;
    const server = await startServer({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const cookie = await registerOn(server.baseUrl);
    fake.enqueue({ fault: 'stall', text: 'Let me think about this page for a long while', afterChars: 20 });
    const { ended } = await openGeneration(server.baseUrl, cookie);

    const signalledAt = Date.now();
    process.kill(server.process.pid!, 'SIGTERM');
    const { body, endedAt } = await ended;
    const parsed = parseEventStream(body);
    expect(parsed.done).toBe(true);
    const errors = parsed.events.filter((event) => event.type === 'error');
    expect(errors).toHaveLength(1);
    expect(parsed.events.some((event) => event.type === 'html_update')).toBe(false);
    expect(endedAt - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);

    const exit = await server.exited;
    expect(exit, server.output.join('')).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(graceMs + 6_000);
    const { pages, usage } = await savedPages(server);
    expect(pages).toBe(0);
    // Nothing was charged: the charge is part of the save, which never happened.
    expect(usage.reduce((sum, row) => sum + row.generateCount, 0)).toBe(0);
    expect(server.output.join('')).toContain('shutdown deadline reached');
  }, 120_000);
});
