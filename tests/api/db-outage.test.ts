import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { type FakeProviderServer, startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { type AppProcess, registerOn, requestOn, startAppProcess } from '../support/app-process.ts';
import { findInconsistencies } from '../support/data-consistency.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { fencedAnswer, samplePage } from '../support/pages.ts';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../support/private-postgres.ts';
import { parseEventStream } from '../support/sse.ts';

/**
 * The database connection drops mid-request: the real server process runs on a PostgreSQL
 * cluster of this test's own, which is stopped (`pg_ctl stop -m fast`, then `-m immediate`,
 * a crash with WAL recovery at the next start) and started again 1.5 s later (a bare
 * `pg_ctl restart` is over too fast for requests to meet the outage reliably) while a generation streams and page saves and reads
 * are in flight. Requests that hit the outage answer a clear 503 (never a hang or a raw 500),
 * /readyz is 503 while the database is down and 200 after, the process recovers by itself (the
 * pool replaces dead connections) and nothing is half-saved.
 *
 * Runs in the PostgreSQL pass of the API suite only (it brings its own cluster, so once is
 * enough; PGlite is embedded and has no connection to drop).
 */
const onPostgres = Boolean(testDatabaseUrl()) && postgresBinDir() !== null;
const REQUEST_TIMEOUT_MS = 15_000;
const UNAVAILABLE = /The database is unavailable, try again shortly/;

describe.skipIf(!onPostgres)(
  'the database restarts under load (PostgreSQL pass only: skipped on PGlite, which has no connection to drop)',
  () => {
    let cluster: PrivatePostgres;
    let fake: FakeProviderServer;
    let server: AppProcess;
    let dataDir: string;
    let cookie: string;
    let pageId: number;

    beforeAll(async () => {
      [cluster, fake, dataDir] = await Promise.all([
        startPrivatePostgres(),
        startFakeAnthropic(),
        mkdtemp(path.join(os.tmpdir(), 'pagecraft-outage-')),
      ]);
      server = await startAppProcess({
        dataDir,
        databaseUrl: cluster.url,
        env: {
          AI_PROVIDER: 'anthropic',
          ANTHROPIC_API_KEY: fake.apiKey,
          ANTHROPIC_BASE_URL: fake.baseURL,
        },
      });
      cookie = await registerOn(server.baseUrl, 'outage');
      fake.enqueue({ text: fencedAnswer(samplePage('Outage Page')) });
      const stream = parseEventStream(await (await generate()).text());
      pageId = (stream.events.find((event) => event.type === 'html_update') as { savedPage: { id: number } })
        .savedPage.id;
    }, 120_000);
    afterAll(async () => {
      server?.kill();
      await server?.exited;
      await fake?.close();
      await cluster?.destroy();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const call = (method: string, pathname: string, body?: unknown) =>
      requestOn(server.baseUrl, cookie, method, pathname, body, AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const generate = () =>
      call('POST', '/api/ai-chat-generate', {
        messages: [{ role: 'user', content: 'A page for a plumber' }],
      });
    const readyz = () =>
      fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
        (response) => response.status,
      );

    /** Every answer: 2xx, or a JSON 503 saying the database is unavailable. Never a hang or a 500. */
    async function expectClearAnswer(response: Response, what: string): Promise<'ok' | 'unavailable'> {
      const text = await response.text();
      if (response.ok) return 'ok';
      expect(response.status, `${what}: ${text}`).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(JSON.parse(text).message).toMatch(UNAVAILABLE);
      expect(response.headers.get('retry-after')).toBe('5');
      return 'unavailable';
    }

    for (const mode of ['fast', 'immediate'] as const) {
      it(`PostgreSQL stopped (pg_ctl stop -m ${mode}) for 1.5 s and started again: clear 503s during the outage, /readyz follows, recovery without a restart, nothing half-saved`, {
        timeout: 60_000,
      }, async () => {
        // A generation that streams for about 3 s, across the restart.
        fake.enqueue({ text: fencedAnswer(samplePage(`Across ${mode}`)), chunkSize: 40, delayMs: 60 });
        const streaming = generate().then((response) => response.text());

        // Saves and reads in a loop until the restart is over.
        const outcomes: string[] = [];
        let looping = true;
        let saves = 0;
        const load = (async () => {
          while (looping) {
            saves++;
            const html = samplePage(`Save ${mode} ${saves}`);
            const answers = await Promise.all([
              call('PUT', `/api/landing-pages/${pageId}`, {
                generatedHtml: html,
                commitMessage: `save ${saves}`,
              }),
              call('GET', '/api/landing-pages'),
              call('GET', `/api/landing-pages/${pageId}/versions`),
            ]);
            for (const [index, answer] of answers.entries()) {
              outcomes.push(await expectClearAnswer(answer, `request ${index} of round ${saves}`));
            }
          }
        })();

        // Readiness is polled through the outage: it must report it, and the recovery.
        const readiness: number[] = [];
        let polling = true;
        const poll = (async () => {
          while (polling) {
            readiness.push(await readyz());
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })();

        await new Promise((resolve) => setTimeout(resolve, 500));
        await cluster.stop(mode);
        // Held down long enough for requests and probes to meet the outage.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await cluster.start();
        await expect.poll(readyz, { timeout: 20_000, interval: 200 }).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
        looping = false;
        polling = false;
        await Promise.all([load, poll]);

        expect(readiness).toContain(503);
        expect(readiness.at(-1)).toBe(200);
        expect(outcomes).toContain('unavailable');
        expect(outcomes.at(-1)).toBe('ok');

        // The stream ends cleanly either way: saved after the restart, or a clear error event.
        const stream = parseEventStream(await streaming);
        expect(stream.done).toBe(true);
        const error = stream.events.find((event) => event.type === 'error') as
          | { message: string }
          | undefined;
        if (error) expect(error.message).toMatch(UNAVAILABLE);
        else expect(stream.events.some((event) => event.type === 'html_update')).toBe(true);

        // The same process serves again: a save and a generation go through.
        expect((await call('PUT', `/api/landing-pages/${pageId}`, { title: `After ${mode}` })).status).toBe(
          200,
        );
        fake.enqueue({ text: fencedAnswer(samplePage(`After ${mode}`)) });
        const after = parseEventStream(await (await generate()).text());
        expect(after.events.some((event) => event.type === 'html_update')).toBe(true);
        expect(server.process.exitCode).toBeNull();
        expect(server.output.join('')).not.toMatch(/unhandled error|uncaught/i);

        const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
        try {
          expect(await findInconsistencies(database.db)).toEqual([]);
        } finally {
          await database.close();
        }
      });
    }
  },
);
