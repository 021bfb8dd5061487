import { formatPatches } from '../src/server/lib/patches.ts';
import { startFakeAnthropic } from '../tests/fakes/fake-anthropic.ts';
import { fencedAnswer, samplePage } from '../tests/support/pages.ts';
import { round, startBenchServer } from './harness.ts';

/**
 * Bytes an AI edit sends to the provider after 10 chat turns on a 40 KB page: the page goes
 * once; earlier turns travel without their page bodies. Bar: < 1.3 x the page.
 */
export async function benchModifyBytes() {
  const fake = await startFakeAnthropic();
  const server = await startBenchServer({
    AI_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: fake.apiKey,
    ANTHROPIC_BASE_URL: fake.baseURL,
  });
  const { cookie } = await server.register('editor');
  const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
  const page = samplePage(
    'Forty KB',
    '<p>A paragraph of persuasive copy for the benchmark page.</p>'.repeat(650),
  );

  fake.enqueue({ text: fencedAnswer(page) });
  const generated = await fetch(`${server.base}/api/ai-chat-generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ messages: [{ role: 'user', content: 'A forty kilobyte page' }] }),
  });
  const id = Number(/"savedPage":\{"id":(\d+)/.exec(await generated.text())?.[1]);

  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  for (let turn = 0; turn < 10; turn++) {
    messages.push(
      { role: 'user', content: `Edit number ${turn}` },
      { role: 'assistant', content: fencedAnswer(page) },
    );
  }
  messages.push({ role: 'user', content: 'Change the title' });
  fake.enqueue({
    text: formatPatches([{ search: '<title>Forty KB</title>', replace: '<title>Forty</title>' }]),
  });
  await (
    await fetch(`${server.base}/api/ai-chat-modify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ landingPageId: id, messages, currentHtml: page }),
    })
  ).text();
  const sent = fake.requests.at(-1)!.rawBytes;
  await server.close();
  await fake.close();
  return {
    pageKb: round(page.length / 1024, 1),
    requestKb: round(sent / 1024, 1),
    ratio: round(sent / page.length),
  };
}
