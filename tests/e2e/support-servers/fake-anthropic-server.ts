/**
 * The fake Anthropic API for browser tests, run by Playwright as a web server
 * (`node --import tsx tests/e2e/support-servers/fake-anthropic-server.ts`). A second app
 * instance talks to it through the real `@ai-sdk/anthropic` client.
 *
 * Tests steer it through the prompt, since the browser cannot reach the fake directly:
 * - `[e2e:provider-error]` anywhere in the last user message: HTTP 500 (an Anthropic api_error);
 * - `[e2e:stall]`: the stream starts, then nothing more arrives (the client's time-out path);
 * - `[e2e:big-page]`: a 60 KB page in 2,000 chunks (the workspace's re-render bar);
 * - `[e2e:busy]`: the first request with a given last user message is refused as overloaded
 *   (HTTP 529, `retry-after: 2`), every later one with the same message gets the normal page
 *   (the server's retry path); put something unique in the prompt so a test retry is refused too;
 * - `[e2e:slow-page]`: the normal page, streamed in small deltas over about 6 seconds of real
 *   time (a generation still streaming while a test moves the browser's clock on by minutes);
 * - anything else: a short explanation and a complete page, streamed in small chunks.
 */
import { startFakeAnthropic } from '../../fakes/fake-anthropic.ts';
import { lastUserText } from '../../fakes/scripted-provider.ts';
import { fencedAnswer } from '../../support/pages.ts';

const port = Number(process.env.FAKE_ANTHROPIC_PORT ?? 5190);
const apiKey = process.env.FAKE_ANTHROPIC_KEY ?? 'sk-ant-e2e';

function pageFor(prompt: string): string {
  const subject = prompt.replace(/\s+/g, ' ').trim().slice(0, 60) || 'Your business';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Claude Page</title>
<style>body{font-family:system-ui;margin:0;color:#0f172a}header{padding:64px 24px;background:#1d4ed8;color:#fff;text-align:center}
section{padding:48px 24px;max-width:960px;margin:0 auto}a.cta{display:inline-block;padding:12px 20px;background:#f59e0b;color:#111;border-radius:8px}</style>
</head>
<body>
<header><h1 id="headline">Built by the fake Claude</h1><p>${subject.replace(/[<>&]/g, '')}</p><a class="cta" href="#contact">Get started</a></header>
<section><h2>Why choose us</h2><p>Fast, friendly and local.</p></section>
<section id="contact"><h2>Contact</h2><form><label>Email <input type="email" name="email"></label><button>Send</button></form></section>
<script>document.getElementById('headline').dataset.scripted = 'yes';</script>
</body>
</html>`;
}

/** About 60 KB of real-looking sections, for the streaming bar. */
function bigPage(): string {
  const sections: string[] = [];
  for (let i = 1; sections.join('').length < 58_000; i++) {
    sections.push(
      `<section id="s${i}"><h2>Section ${i}: what our customers say</h2><p>${'Reliable service, honest prices and a team that shows up on time. '.repeat(6)}</p></section>\n`,
    );
  }
  return pageFor('A big page').replace('</header>', `</header>\n${sections.join('')}`);
}

/** Prompts already refused once as busy: the next request with the same prompt is answered. */
const refusedAsBusy = new Set<string>();

/** Seconds `[e2e:slow-page]` takes to stream its page. */
const SLOW_PAGE_SECONDS = 6;

const fake = await startFakeAnthropic({ port, apiKey });
fake.setFallback((request) => {
  const text = lastUserText(request);
  if (text.includes('[e2e:provider-error]')) return { fault: 'http_500' };
  if (text.includes('[e2e:busy]') && !refusedAsBusy.has(text)) {
    refusedAsBusy.add(text);
    return { fault: 'http_status', status: 529, retryAfterSeconds: 2 };
  }
  if (text.includes('[e2e:slow-page]')) {
    const answer = fencedAnswer(pageFor(text), 'Here is your page from the fake Claude.');
    // Paced on the wall clock (tokensPerSecond), so timer overshoot does not stretch it:
    // deltas of 6 characters, about 160 of them, one every ~35 ms.
    return {
      text: answer,
      chunkSize: 6,
      tokensPerSecond: Array.from(answer).length / 4 / SLOW_PAGE_SECONDS,
    };
  }
  if (text.includes('[e2e:big-page]')) {
    const answer = fencedAnswer(bigPage(), 'Here is your big page.');
    return { text: answer, chunkSize: Math.ceil(Array.from(answer).length / 2000), delayMs: 1 };
  }
  if (text.includes('[e2e:stall]')) return { fault: 'stall', text: 'Let me think about', afterChars: 10 };
  return {
    text: fencedAnswer(pageFor(text), 'Here is your page from the fake Claude.'),
    chunkSize: 24,
    delayMs: 5,
  };
});
console.log(`fake Anthropic listening on ${fake.url}`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
