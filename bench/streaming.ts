import { eq } from 'drizzle-orm';
import { landingPages, subscriptionPlans, userSubscriptions } from '../src/server/db/schema/index.ts';
import { startFakeAnthropic } from '../tests/fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../tests/support/pages.ts';
import { percentile, round, startBenchServer } from './harness.ts';

/**
 * Streaming bars: (1) what the server adds between the provider's first token leaving the
 * fake Anthropic server and the client reading its first `content` event; (2) 200
 * concurrent generations, all saved, no errors.
 */
export async function benchStreaming() {
  const fake = await startFakeAnthropic();
  const answer = fencedAnswer(samplePage('Bench Page', '<p>Fast pages.</p>'.repeat(200)));
  // Paced like a real model (a delta every 15 ms), so each measurement sees one token arrive,
  // not a burst that the single-process bench would have to digest all at once.
  fake.setFallback(() => ({ text: answer, chunkSize: 200, delayMs: 15 }));
  const server = await startBenchServer({
    AI_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: fake.apiKey,
    ANTHROPIC_BASE_URL: fake.baseURL,
  });
  const { id, cookie } = await server.register('streamer');
  const [unlimited] = await server.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, 'Unlimited'));
  await server.db
    .update(userSubscriptions)
    .set({ planId: unlimited!.id })
    .where(eq(userSubscriptions.userId, id));
  const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
  const body = (n: number) => JSON.stringify({ messages: [{ role: 'user', content: `Bench page ${n}` }] });

  const firstTokenGaps: number[] = [];
  for (let n = 0; n < 60; n++) {
    const response = await fetch(`${server.base}/api/ai-chat-generate`, {
      method: 'POST',
      headers,
      body: body(n),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    let firstContentAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
      if (!firstContentAt && seen.includes('"type":"content"')) firstContentAt = performance.now();
    }
    const sentAt = fake.requests.at(-1)!.firstDeltaAt!;
    if (n >= 10) firstTokenGaps.push(firstContentAt - sentAt); // the first ten warm the JIT
  }

  const concurrent = 200;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: concurrent }, async (_, n) => {
      const response = await fetch(`${server.base}/api/ai-chat-generate`, {
        method: 'POST',
        headers,
        body: body(1000 + n),
      });
      const text = await response.text();
      return (
        response.status === 200 && text.includes('"type":"html_update"') && !text.includes('"type":"error"')
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const saved = (
    await server.db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.userId, id))
  ).length;

  await server.close();
  await fake.close();
  return {
    firstTokenAddedMs: {
      p50: round(percentile(firstTokenGaps, 50)),
      p95: round(percentile(firstTokenGaps, 95)),
    },
    concurrentGenerations: {
      requests: concurrent,
      ok: results.filter(Boolean).length,
      errors: results.filter((ok) => !ok).length,
      savedPages: saved - 60,
      seconds: round(seconds, 1),
    },
  };
}
