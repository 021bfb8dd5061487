import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/client.ts';
import { quotaReservations } from '../../src/server/db/schema/index.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { type AppProcess, registerOn, requestOn, startAppProcess } from '../support/app-process.ts';
import { findInconsistencies } from '../support/data-consistency.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../support/database.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';

/**
 * The real server process is killed with SIGKILL (no shutdown hook runs) while a generation
 * streams and while version saves are in flight, then started again on the same data: it
 * starts, every page is whole (live HTML = newest version, versions without holes, none
 * orphaned), the month's counters equal what was saved (the charge is part of the save's
 * transaction, so a request killed before its save costs nothing; the room it reserved frees
 * itself when the reservation expires, ADR 022), and the client's stream
 * ends without `[DONE]`, which the web client reports as a lost connection
 * (src/web/lib/sse-client.test.ts, 'reports a stream cut mid-reply').
 *
 * Runs on the database of the pass: a throwaway PostgreSQL database in the PostgreSQL pass,
 * an on-disk PGlite (DATA_DIR) in the PGlite pass.
 */
const ADMIN_PASSWORD = 'process-admin-pw';
const engine = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite on disk';

let fake: FakeProviderServer;
const running: AppProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeAnthropic();
  // Every request not scripted otherwise gets a whole page at once (generations and edits).
  let answers = 0;
  fake.setFallback(() => ({ text: fencedAnswer(samplePage(`Answer ${++answers}`)) }));
});
afterEach(async () => {
  for (const server of running.splice(0)) server.kill();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => fake?.close());

/** Fresh data for one test, and a way to start the server on it again and again. */
async function freshData() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pagecraft-kill-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const url = testDatabaseUrl();
  const template = inject('pgTemplate');
  let databaseUrl: string | undefined;
  if (url && template) {
    const name = `pagecraft_kill_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    databaseUrl = withDatabase(url, name);
    cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  return {
    start: async () => {
      const server = await startAppProcess({
        dataDir,
        databaseUrl,
        env: {
          AI_PROVIDER: 'anthropic',
          ANTHROPIC_API_KEY: fake.apiKey,
          ANTHROPIC_BASE_URL: fake.baseURL,
          ADMIN_PASSWORD,
        },
      });
      running.push(server);
      return server;
    },
    /** Opened from this process once the server has stopped (PGlite is single-process). */
    check: (quotaUsers: number[]) => withDb((db) => findInconsistencies(db, { quotaUsers })),
    withDb,
  };

  async function withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const database = databaseUrl
      ? await openDatabase({ databaseUrl, poolSize: 1 })
      : await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }
}

/**
 * A user on the Unlimited plan (no pruning, no monthly cap: every save is counted), or on a new
 * plan of `monthlyGenerateLimit` generations a month.
 */
async function userWithPlan(
  server: AppProcess,
  monthlyGenerateLimit?: number,
): Promise<{ cookie: string; id: number }> {
  const cookie = await registerOn(server.baseUrl, 'kill');
  const me = (await (await requestOn(server.baseUrl, cookie, 'GET', '/api/auth/me')).json()) as {
    user: { id: number };
  };
  const id = me.user.id;
  const login = await requestOn(server.baseUrl, '', 'POST', '/api/auth/login', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  const admin = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const plans = (await (await requestOn(server.baseUrl, admin, 'GET', '/api/subscription-plans')).json()) as {
    id: number;
    name: string;
  }[];
  let planId = plans.find((plan) => plan.name === 'Unlimited')!.id;
  if (monthlyGenerateLimit !== undefined) {
    const created = await requestOn(server.baseUrl, admin, 'POST', '/api/admin/subscription-plans', {
      name: `Kill quota ${id}`,
      price: 1,
      monthlyGenerateLimit,
    });
    expect(created.status).toBe(201);
    planId = ((await created.json()) as { id: number }).id;
  }
  const assigned = await requestOn(server.baseUrl, admin, 'POST', '/api/admin/assign-plan', {
    userId: id,
    planId,
  });
  expect(assigned.status).toBe(200);
  return { cookie, id };
}

/** Kills the process and waits until it is gone. */
async function killNow(server: AppProcess) {
  server.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
}

/** Stops the process cleanly (so PGlite's directory can be opened from here). */
async function stop(server: AppProcess) {
  server.kill('SIGTERM');
  expect((await server.exited).code, server.output.join('')).toBe(0);
}

describe(`SIGKILL on ${engine}`, () => {
  it('during a streaming generation: restarts, nothing saved, nothing charged, the stream ends without [DONE]', {
    timeout: 180_000,
  }, async () => {
    const data = await freshData();
    let server = await data.start();
    const user = await userWithPlan(server);
    // About 6 s of streaming: killed well before the end.
    fake.enqueue({ text: fencedAnswer(samplePage('Never Saved')), chunkSize: 10, delayMs: 60 });
    const response = await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A page that will never be saved' }],
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('"type":"content"')) {
      const { done, value } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    await killNow(server);
    // The client sees the connection drop: no [DONE], no error event from a dead server.
    const ending = await (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return 'ended';
          received += decoder.decode(value, { stream: true });
        }
      } catch {
        return 'failed';
      }
    })();
    expect(['ended', 'failed']).toContain(ending);
    expect(received).not.toContain('[DONE]');
    expect(received).not.toContain('html_update');

    server = await data.start();
    const pages = (await (
      await requestOn(server.baseUrl, user.cookie, 'GET', '/api/landing-pages')
    ).json()) as {
      id: number;
    }[];
    expect(pages).toEqual([]);
    const billing = (await (
      await requestOn(server.baseUrl, user.cookie, 'GET', '/api/billing/status')
    ).json()) as {
      usage: { monthly: { generate: { used: number } } };
    };
    // Nothing was saved, so nothing was charged (no refund had to survive the kill).
    expect(billing.usage.monthly.generate.used).toBe(0);
    // The same user generates again at once: the session survived, the quota is intact.
    const again = await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A page after the crash' }],
    });
    expect(await again.text()).toContain('html_update');
    await stop(server);
    expect(await data.check([user.id])).toEqual([]);
  });

  it('while page saves and element edits are in flight, at random moments: every page whole, counters = saves', {
    timeout: 180_000,
  }, async () => {
    const data = await freshData();
    let server = await data.start();
    const user = await userWithPlan(server);
    const pageIds: number[] = [];
    for (const name of ['First', 'Second']) {
      const text = await (
        await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
          messages: [{ role: 'user', content: `${name} page` }],
        })
      ).text();
      pageIds.push(Number(/"savedPage":\{"id":(\d+)/.exec(text)![1]));
    }

    for (let round = 0; round < 2; round++) {
      const base = server.baseUrl;
      let saves = 0;
      let looping = true;
      const worker = async (pageId: number, kind: 'put' | 'edit') => {
        while (looping) {
          saves++;
          const request =
            kind === 'put'
              ? requestOn(base, user.cookie, 'PUT', `/api/landing-pages/${pageId}`, {
                  generatedHtml: samplePage(`Saved ${round}.${saves}`),
                  commitMessage: `save ${saves}`,
                })
              : requestOn(base, user.cookie, 'POST', `/api/landing-pages/${pageId}/modify`, {
                  prompt: `Edit ${saves}`,
                  selectedElement: { tagName: 'H1', outerHTML: '<h1>Fast plumbing</h1>', path: 'body>h1' },
                });
          // A request the kill cuts off rejects; that is the point.
          await request.then((response) => response.text()).catch(() => (looping = false));
        }
      };
      const workers = pageIds.flatMap((id) => [worker(id, 'put'), worker(id, 'edit'), worker(id, 'put')]);
      // Somewhere between 0.3 and 1.5 s into the saves.
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1_200));
      await killNow(server);
      looping = false;
      await Promise.all(workers);
      expect(saves).toBeGreaterThan(pageIds.length);

      server = await data.start();
      // Every page reads whole through the API, and takes a new save at once.
      for (const pageId of pageIds) {
        const page = (await (
          await requestOn(server.baseUrl, user.cookie, 'GET', `/api/landing-pages/${pageId}`)
        ).json()) as {
          generatedHtml: string;
        };
        expect(page.generatedHtml).toMatch(/<\/html>\s*$/);
        const saved = await requestOn(server.baseUrl, user.cookie, 'PUT', `/api/landing-pages/${pageId}`, {
          generatedHtml: samplePage(`After kill ${round}`),
          commitMessage: 'after the kill',
        });
        expect(saved.status).toBe(200);
      }
    }
    await stop(server);
    expect(await data.check([user.id])).toEqual([]);
  });
  it("a killed generation's reserved room is not charged and frees itself when it expires", {
    timeout: 180_000,
  }, async () => {
    const data = await freshData();
    let server = await data.start();
    // Room for one generation: the killed request holds it (ADR 022).
    const user = await userWithPlan(server, 1);
    fake.enqueue({ text: fencedAnswer(samplePage('Never Saved')), chunkSize: 10, delayMs: 60 });
    const response = await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A page that will never be saved' }],
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('"type":"content"')) {
      const { done, value } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    await killNow(server);
    await reader.cancel().catch(() => {});

    // Restarted, the dead request's room is still held (nothing could release it), not charged.
    server = await data.start();
    const held = await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'Refused while the room is held' }],
    });
    expect(held.status).toBe(403);
    await stop(server);
    const left = await data.withDb((db) =>
      db
        .select({
          id: quotaReservations.id,
          lifetimeMs: sql<number>`(extract(epoch from ${quotaReservations.expiresAt} - ${quotaReservations.createdAt}) * 1000)::int`,
        })
        .from(quotaReservations)
        .where(eq(quotaReservations.userId, user.id)),
    );
    // Held no longer than the longest a generation can run: AI_MAX_JOB_MS (10 minutes) and a
    // minute for the save. Then that time passes.
    expect(left).toEqual([{ id: expect.any(Number), lifetimeMs: 600_000 + 60_000 }]);
    await data.withDb((db) =>
      db
        .update(quotaReservations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(quotaReservations.userId, user.id)),
    );

    server = await data.start();
    const again = await requestOn(server.baseUrl, user.cookie, 'POST', '/api/ai-chat-generate', {
      messages: [{ role: 'user', content: 'A page once the room is free' }],
    });
    expect(await again.text()).toContain('html_update');
    await stop(server);
    expect(await data.check([user.id])).toEqual([]);
    // The expired row went with the next request's release; nothing is held any more.
    expect(await data.withDb((db) => db.select().from(quotaReservations))).toEqual([]);
  });
});
