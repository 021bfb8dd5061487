import { afterAll, beforeAll, expect } from 'vitest';
import type { apiLogs } from '../../src/server/db/schema/index.ts';
import { costOf } from '../../src/server/features/generation/providers/pricing.ts';
import { putOnPlan } from '../api/helpers.ts';
import { startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { startFakeOpenAI } from '../fakes/fake-openai.ts';
import {
  allRequestText,
  type FakeProviderServer,
  type FakeReply,
  type RecordedRequest,
} from '../fakes/scripted-provider.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/** One fake provider API and the app settings that point the real provider code at it. */
export interface FakeProviderHarness {
  name: 'anthropic' | 'openai';
  /** A model of the price table, so failed calls have a non-zero price to check. */
  model: string;
  start(): Promise<FakeProviderServer>;
  env(fake: FakeProviderServer): Record<string, string>;
}

export const FAKE_PROVIDERS: FakeProviderHarness[] = [
  {
    name: 'anthropic',
    model: 'claude-sonnet-4-5',
    start: () => startFakeAnthropic(),
    env: (fake) => ({
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: fake.apiKey,
      ANTHROPIC_BASE_URL: fake.baseURL,
      AI_MODEL: 'claude-sonnet-4-5',
    }),
  },
  {
    name: 'openai',
    model: 'gpt-4o-mini',
    start: () => startFakeOpenAI(),
    env: (fake) => ({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o-mini',
    }),
  },
];

/** The idle limit the fault tests shorten the 60 s default to, so a stall ends quickly. */
export const SHORT_AI_TIMEOUT_MS = 1500;

/**
 * The fault suites' AI timings: the short idle limit, and a retry backoff that never fits in
 * it, so each scripted fault is the call's one answer (retries have their own tests, with the
 * realistic model fake).
 */
export const FAULT_AI_TIMINGS = { idleTimeoutMs: SHORT_AI_TIMEOUT_MS, retryBaseMs: 600_000 };

export interface FaultyApp {
  fake: FakeProviderServer;
  app: TestApp;
  client: TestClient;
  userId: number;
}

/**
 * The fault suites' shared setup, as hooks of the calling describe block: the fake provider
 * API, an app wired to it with the short AI time-out, and one signed-in user on the Unlimited
 * plan (no page or monthly limit in the way: these tests are about faults). The returned
 * object is filled in by beforeAll, so read its fields inside tests only.
 */
export function useFaultyApp(harness: FakeProviderHarness, username: string): FaultyApp {
  const context = {} as FaultyApp;
  beforeAll(async () => {
    context.fake = await harness.start();
    context.app = await startTestApp({
      env: harness.env(context.fake),
      ai: FAULT_AI_TIMINGS,
    });
    context.client = context.app.client();
    context.userId = (await context.client.register(`${username}-${harness.name}`)).id;
    await putOnPlan(context.app.db, context.userId, 'Unlimited');
  });
  afterAll(async () => {
    await context.app?.close();
    await context.fake?.close();
  });
  return context;
}

/**
 * Input tokens the streaming faults announce in their opening events. Anthropic reports them
 * in message_start, so a failed call's log row must carry exactly this; OpenAI reports usage
 * only at the end, so its failed calls carry an estimate of the prompt instead.
 */
export const ANNOUNCED_INPUT_TOKENS = 4321;

export interface ProviderFault {
  kind: 'http_500' | 'http_429' | 'stall' | 'cut' | 'malformed';
  name: string;
  reply: FakeReply;
  /** The message the user sees (error event, or the JSON error of the element edit). */
  message: RegExp;
  /** The provider refused with an HTTP error: nothing was processed, nothing is billed. */
  refused: boolean;
  /** The text that reached the app before the failure (the output-token estimate's basis). */
  streamed: string;
  /** The element edit's JSON answer: 503 + Retry-After (try later), 504 (too slow), 502. */
  status: 502 | 503 | 504;
  /** The provider's Retry-After, passed on in the error event and the 503's header. */
  retryAfterSeconds?: number;
}

/** Every provider fault the fakes can script, for an answer `text` that never arrives whole. */
export function providerFaults(text: string): ProviderFault[] {
  const malformedStart = 'Working on it: ';
  return [
    {
      kind: 'http_500',
      name: 'HTTP 500',
      reply: { fault: 'http_500' },
      message: /unavailable right now \(HTTP 500\)/,
      refused: true,
      streamed: '',
      status: 502,
    },
    {
      kind: 'http_429',
      name: 'HTTP 429 with retry-after',
      reply: { fault: 'http_429', retryAfterSeconds: 7 },
      message: /rate limited\)\. Please try again in 7 seconds/,
      refused: true,
      streamed: '',
      status: 503,
      retryAfterSeconds: 7,
    },
    {
      kind: 'stall',
      name: 'a stall past the server limit',
      reply: { fault: 'stall', text, afterChars: 60, inputTokens: ANNOUNCED_INPUT_TOKENS },
      message: /took too long/,
      refused: false,
      streamed: text.slice(0, 60),
      status: 504,
    },
    {
      kind: 'cut',
      name: 'a stream cut mid-page',
      reply: { fault: 'cut', text, afterChars: 120, inputTokens: ANNOUNCED_INPUT_TOKENS },
      message: /connection .* was lost/,
      refused: false,
      streamed: text.slice(0, 120),
      status: 502,
    },
    {
      kind: 'malformed',
      name: 'malformed events',
      reply: { fault: 'malformed', text: malformedStart, inputTokens: ANNOUNCED_INPUT_TOKENS },
      message: /could not be read/,
      refused: false,
      streamed: malformedStart,
      status: 502,
    },
  ];
}

type ApiLogRow = typeof apiLogs.$inferSelect;

/**
 * A failed provider call's log row records what is known: nothing for a refused request;
 * otherwise the input tokens the provider announced (or an estimate of the prompt it was
 * sent), the text streamed before the failure as output, and the price of both.
 */
export function expectFailedCallLogged(
  log: ApiLogRow | undefined,
  options: { harness: FakeProviderHarness; fault: ProviderFault; request: RecordedRequest | undefined },
): void {
  const { harness, fault, request } = options;
  expect(log).toBeDefined();
  expect(log!.success).toBe(false);
  expect(log!.model).toBe(harness.model);
  expect(log!.errorMessage).toMatch(fault.message);
  if (fault.refused) {
    expect([log!.inputTokens, log!.outputTokens, Number(log!.totalCost)]).toEqual([0, 0, 0]);
    return;
  }
  if (harness.name === 'anthropic') {
    expect(log!.inputTokens).toBe(ANNOUNCED_INPUT_TOKENS);
  } else {
    // Never reported before the end: estimated from the prompt the fake received.
    const sent = Math.ceil(allRequestText(request?.body).length / 4);
    expect(log!.inputTokens).toBeGreaterThan(sent * 0.9);
    expect(log!.inputTokens).toBeLessThan(sent * 1.1);
  }
  expect(log!.outputTokens).toBe(Math.ceil(fault.streamed.length / 4));
  expect(Number(log!.totalCost)).toBeGreaterThan(0);
  expect(Number(log!.totalCost)).toBeCloseTo(
    costOf(harness.model, {
      inputTokens: log!.inputTokens,
      outputTokens: log!.outputTokens,
      cacheReadTokens: log!.cacheReadTokens,
      cacheWriteTokens: log!.cacheWriteTokens,
    }),
    6,
  );
}
