/**
 * The fake provider servers (tests/fakes) driven by the REAL Vercel AI SDK clients, so these tests
 * also pin down how `ai` v6 + @ai-sdk/anthropic v3 + @ai-sdk/openai v3 surface each outcome.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  generateText,
  JSONParseError,
  type LanguageModel,
  NoOutputGeneratedError,
  RetryError,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from 'ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../fakes/fake-anthropic.ts';
import { startFakeOpenAI } from '../fakes/fake-openai.ts';
import {
  type FakeProviderServer,
  imageParts,
  lastUserText,
  type RecordedRequest,
} from '../fakes/scripted-provider.ts';

/** A 1×1 transparent PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Harness {
  name: 'anthropic' | 'openai';
  start: () => Promise<FakeProviderServer>;
  modelId: string;
  model(fake: FakeProviderServer, apiKey?: string): LanguageModel;
  /** The provider's raw stop reasons for our 'stop' / 'length'. */
  rawStop: { stop: string; length: string };
}

const harnesses: Harness[] = [
  {
    name: 'anthropic',
    start: () => startFakeAnthropic(),
    modelId: 'claude-sonnet-4-5',
    model: (fake, apiKey = fake.apiKey) =>
      createAnthropic({ apiKey, baseURL: `${fake.url}/v1` })('claude-sonnet-4-5'),
    rawStop: { stop: 'end_turn', length: 'max_tokens' },
  },
  {
    name: 'openai',
    start: () => startFakeOpenAI(),
    modelId: 'gpt-4o-mini',
    model: (fake, apiKey = fake.apiKey) =>
      createOpenAI({ apiKey, baseURL: `${fake.url}/v1` }).chat('gpt-4o-mini'),
    rawStop: { stop: 'stop', length: 'length' },
  },
];

type Part = TextStreamPart<ToolSet>;

interface Collected {
  parts: Part[];
  types: string[];
  text: string;
  /** `error` parts of the full stream. */
  errors: unknown[];
  /** What iterating fullStream threw, if anything. */
  thrown: unknown;
}

async function collect(result: { fullStream: AsyncIterable<Part> }): Promise<Collected> {
  const parts: Part[] = [];
  let thrown: unknown;
  try {
    for await (const part of result.fullStream) parts.push(part);
  } catch (error) {
    thrown = error;
  }
  return {
    parts,
    types: parts.map((part) => part.type),
    text: parts.map((part) => (part.type === 'text-delta' ? part.text : '')).join(''),
    errors: parts.flatMap((part) => (part.type === 'error' ? [part.error] : [])),
    thrown,
  };
}

async function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe.each(harnesses)('fake $name with the real SDK', (harness) => {
  let fake: FakeProviderServer;
  /** Errors passed to streamText's onError (also keeps the default console.error quiet). */
  let onErrorCalls: unknown[];
  const onError = ({ error }: { error: unknown }) => {
    onErrorCalls.push(error);
  };

  beforeEach(async () => {
    fake = await harness.start();
    onErrorCalls = [];
  });
  afterEach(async () => {
    await fake.close();
  });

  it('streams the scripted text with finish reason, usage and response metadata', async () => {
    const text = 'Hello from the fake provider. '.repeat(5);
    fake.enqueue({ text, chunkSize: 16, inputTokens: 123, outputTokens: 45 });

    const result = streamText({
      model: harness.model(fake),
      prompt: 'Write a headline',
      maxOutputTokens: 512,
      maxRetries: 0,
      onError,
    });
    const collected = await collect(result);

    expect(collected.thrown).toBeUndefined();
    expect(collected.errors).toEqual([]);
    expect(collected.text).toBe(text);
    expect(collected.types.filter((type) => type === 'text-delta')).toHaveLength(Math.ceil(text.length / 16));
    expect(collected.types[0]).toBe('start');
    expect(collected.types.slice(-3)).toEqual(['text-end', 'finish-step', 'finish']);
    const finish = collected.parts.at(-1);
    expect(finish?.type === 'finish' && finish.finishReason).toBe('stop');
    expect(finish?.type === 'finish' && finish.totalUsage).toMatchObject({
      inputTokens: 123,
      outputTokens: 45,
      totalTokens: 168,
    });

    expect(await result.text).toBe(text);
    expect(await result.finishReason).toBe('stop');
    expect(await result.rawFinishReason).toBe(harness.rawStop.stop);
    expect(await result.usage).toMatchObject({ inputTokens: 123, outputTokens: 45, totalTokens: 168 });
    expect(await result.totalUsage).toMatchObject({ inputTokens: 123, outputTokens: 45, totalTokens: 168 });
    const response = await result.response;
    expect(response.modelId).toBe(harness.modelId);
    expect(response.id).toMatch(harness.name === 'anthropic' ? /^msg_/ : /^chatcmpl-/);
    expect(response.timestamp).toBeInstanceOf(Date);
    expect(response.headers?.['content-type']).toContain('text/event-stream');
    expect(response.messages).toEqual([{ role: 'assistant', content: [{ type: 'text', text }] }]);
    expect(onErrorCalls).toEqual([]);

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe(harness.name === 'anthropic' ? '/v1/messages' : '/v1/chat/completions');
    expect(request.body.stream).toBe(true);
    expect(request.body.model).toBe(harness.modelId);
    expect(request.body.max_tokens).toBe(512);
    expect(request.rawBytes).toBeGreaterThan(0);
    expect(lastUserText(request)).toBe('Write a headline');
    if (harness.name === 'anthropic') {
      expect(request.headers['x-api-key']).toBe(fake.apiKey);
      expect(request.headers['anthropic-version']).toBe('2023-06-01');
    } else {
      expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
      expect(request.body.stream_options).toEqual({ include_usage: true });
    }
  });

  it("reports 'length' when the scripted stop reason is length", async () => {
    fake.enqueue({ text: 'Truncated outp', stopReason: 'length', inputTokens: 7, outputTokens: 4 });
    const result = streamText({
      model: harness.model(fake),
      system: 'You write landing pages.',
      messages: [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'second question' },
      ],
      maxOutputTokens: 4,
      maxRetries: 0,
      onError,
    });
    const collected = await collect(result);
    expect(collected.text).toBe('Truncated outp');
    expect(await result.finishReason).toBe('length');
    expect(await result.rawFinishReason).toBe(harness.rawStop.length);
    expect(await result.usage).toMatchObject({ inputTokens: 7, outputTokens: 4 });
    const request = fake.requests[0]!;
    expect(lastUserText(request)).toBe('second question');
    if (harness.name === 'anthropic') {
      expect(request.body.system).toEqual([{ type: 'text', text: 'You write landing pages.' }]);
    } else {
      expect(request.body.messages[0]).toEqual({ role: 'system', content: 'You write landing pages.' });
    }
  });

  it('estimates tokens as characters / 4 when the reply does not script them', async () => {
    fake.enqueue({ text: 'x'.repeat(41) });
    const result = streamText({ model: harness.model(fake), prompt: 'y'.repeat(80), maxRetries: 0, onError });
    await collect(result);
    expect(await result.usage).toMatchObject({ inputTokens: 20, outputTokens: 11 });
  });

  it('serves non-streaming JSON (generateText)', async () => {
    fake.enqueue({ text: 'A complete answer.', inputTokens: 9, outputTokens: 5, stopReason: 'length' });
    const result = await generateText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0 });
    expect(result.text).toBe('A complete answer.');
    expect(result.finishReason).toBe('length');
    expect(result.usage).toMatchObject({ inputTokens: 9, outputTokens: 5, totalTokens: 14 });
    expect(result.response.modelId).toBe(harness.modelId);
    expect(fake.requests[0]!.body.stream ?? false).toBe(false);
  });

  it('replays the queue in order, then asks the fallback (which can read the prompt)', async () => {
    fake.enqueue({ text: 'first' }, { text: 'second' });
    fake.setFallback((request) => ({ text: `echo: ${lastUserText(request)}` }));
    const answers: string[] = [];
    for (const prompt of ['a', 'b', 'c', 'd']) {
      const result = streamText({ model: harness.model(fake), prompt, maxRetries: 0, onError });
      answers.push((await collect(result)).text);
    }
    expect(answers).toEqual(['first', 'second', 'echo: c', 'echo: d']);
    expect(fake.requests.map((request) => lastUserText(request))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('http_500: one error part (APICallError 500); textStream just ends; result promises reject', async () => {
    fake.enqueue({ fault: 'http_500' });
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const collected = await collect(result);

    expect(collected.thrown).toBeUndefined();
    expect(collected.types).toEqual(['start', 'error']);
    const error = collected.errors[0];
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 500, isRetryable: true, message: 'Internal server error' });
    expect((error as APICallError).data).toEqual(
      harness.name === 'anthropic'
        ? { type: 'error', error: { type: 'api_error', message: 'Internal server error' } }
        : { error: { message: 'Internal server error', type: 'server_error', param: null, code: null } },
    );
    expect(onErrorCalls).toEqual([error]);
    expect(NoOutputGeneratedError.isInstance(await rejection(result.text))).toBe(true);
    expect(NoOutputGeneratedError.isInstance(await rejection(result.finishReason))).toBe(true);
    expect(NoOutputGeneratedError.isInstance(await rejection(result.usage))).toBe(true);
    expect(fake.requests).toHaveLength(1);

    // textStream drops error parts: it ends without yielding and without throwing.
    fake.enqueue({ fault: 'http_500' });
    const again = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const chunks: string[] = [];
    for await (const chunk of again.textStream) chunks.push(chunk);
    expect(chunks).toEqual([]);
  });

  it('http_429: error part with status 429, the Anthropic/OpenAI error body and retry-after header', async () => {
    fake.enqueue({ fault: 'http_429', retryAfterSeconds: 7 });
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const collected = await collect(result);
    expect(collected.types).toEqual(['start', 'error']);
    const error = collected.errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error.statusCode).toBe(429);
    expect(error.isRetryable).toBe(true);
    expect(error.responseHeaders?.['retry-after']).toBe('7');
    expect(error.data).toMatchObject(
      harness.name === 'anthropic'
        ? { type: 'error', error: { type: 'rate_limit_error' } }
        : { error: { type: 'requests', code: 'rate_limit_exceeded' } },
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('default maxRetries (2) repeats a 429 three times in all, honouring retry-after, then RetryError', async () => {
    fake.setFallback(() => ({ fault: 'http_429', retryAfterSeconds: 0 }));
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', onError });
    const collected = await collect(result);
    expect(fake.requests).toHaveLength(3);
    expect(collected.types).toEqual(['start', 'error']);
    const error = collected.errors[0];
    expect(RetryError.isInstance(error)).toBe(true);
    expect((error as RetryError).reason).toBe('maxRetriesExceeded');
    expect((error as RetryError).errors).toHaveLength(3);
    expect((error as RetryError).lastError).toMatchObject({ statusCode: 429 });
  });

  it('an invalid API key gives 401 in the provider error shape and is not retried', async () => {
    const result = streamText({ model: harness.model(fake, 'wrong-key'), prompt: 'Hi', onError });
    const collected = await collect(result);
    const error = collected.errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error.statusCode).toBe(401);
    expect(error.isRetryable).toBe(false);
    expect(error.data).toMatchObject(
      harness.name === 'anthropic'
        ? { type: 'error', error: { type: 'authentication_error' } }
        : { error: { type: 'invalid_request_error', code: 'invalid_api_key' } },
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('stall: abortSignal ends it with an abort part (no error part, nothing thrown)', async () => {
    fake.enqueue({ fault: 'stall' });
    const aborts: number[] = [];
    const started = Date.now();
    const result = streamText({
      model: harness.model(fake),
      prompt: 'Hi',
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(150),
      onError,
      onAbort: ({ steps }) => {
        aborts.push(steps.length);
      },
    });
    const collected = await collect(result);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(collected.thrown).toBeUndefined();
    expect(collected.types).toEqual(['start', 'abort']);
    const abort = collected.parts[1];
    expect(abort?.type === 'abort' && abort.reason).toBe('The operation was aborted due to timeout');
    expect(aborts).toEqual([0]);
    expect(onErrorCalls).toEqual([]);
    expect(await rejection(result.text)).toMatchObject({ name: 'TimeoutError' });
  });

  it("stall: timeout.chunkMs does not cover the wait for the provider's first event, stepMs does", async () => {
    fake.enqueue({ fault: 'stall' }, { fault: 'stall' });
    const chunkOnly = await collect(
      streamText({
        model: harness.model(fake),
        prompt: 'Hi',
        maxRetries: 0,
        timeout: { chunkMs: 50 },
        abortSignal: AbortSignal.timeout(400),
        onError,
      }),
    );
    const chunkAbort = chunkOnly.parts.at(-1);
    expect(chunkAbort?.type === 'abort' && chunkAbort.reason).toBe(
      'The operation was aborted due to timeout',
    );

    const step = await collect(
      streamText({
        model: harness.model(fake),
        prompt: 'Hi',
        maxRetries: 0,
        timeout: { stepMs: 100 },
        onError,
      }),
    );
    const stepAbort = step.parts.at(-1);
    expect(stepAbort?.type === 'abort' && stepAbort.reason).toBe('Step timeout of 100ms exceeded');
  });

  it('stall mid-stream: timeout.chunkMs aborts after the last delta', async () => {
    fake.enqueue({ fault: 'stall', text: 'Some words before silence', afterChars: 10 });
    const collected = await collect(
      streamText({
        model: harness.model(fake),
        prompt: 'Hi',
        maxRetries: 0,
        timeout: { chunkMs: 100 },
        onError,
      }),
    );
    expect(collected.text).toBe('Some words');
    const last = collected.parts.at(-1);
    expect(last?.type === 'abort' && last.reason).toBe('Chunk timeout of 100ms exceeded');
  });

  it('cut: deltas arrive, then fullStream THROWS an APICallError (no error part, onError not called)', async () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(4);
    fake.enqueue({ fault: 'cut', text, afterChars: 60, chunkSize: 20 });
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const collected = await collect(result);

    expect(collected.text).toBe(text.slice(0, 60));
    expect(collected.text.length).toBeLessThan(text.length);
    expect(collected.errors).toEqual([]);
    expect(collected.types).not.toContain('finish');
    const error = collected.thrown as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error.message).toBe('Failed to process successful response');
    expect(error.statusCode).toBe(200);
    expect(error.isRetryable).toBe(true);
    expect(error.cause).toMatchObject({ name: 'TypeError', message: 'terminated' });
    expect(onErrorCalls).toEqual([]);
    expect(await rejection(result.text)).toBe(error);
    expect(fake.requests).toHaveLength(1);

    // textStream throws the same way.
    fake.enqueue({ fault: 'cut', text, afterChars: 30 });
    const again = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    let received = '';
    const thrown = await rejection(
      (async () => {
        for await (const chunk of again.textStream) received += chunk;
      })(),
    );
    expect(APICallError.isInstance(thrown)).toBe(true);
    expect(received).toBe(text.slice(0, 30));
  });

  it("malformed: error parts in fullStream, then a clean end with finishReason 'error'", async () => {
    fake.enqueue({ fault: 'malformed' });
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const collected = await collect(result);

    expect(collected.thrown).toBeUndefined();
    expect(collected.text).toBe('Partial ');
    expect(collected.errors).toHaveLength(2);
    expect(JSONParseError.isInstance(collected.errors[0])).toBe(true);
    expect(onErrorCalls).toHaveLength(2);
    expect(collected.types.slice(-2)).toEqual(['finish-step', 'finish']);
    expect(await result.finishReason).toBe('error');
    expect(await result.text).toBe('Partial ');
    expect((await result.usage).outputTokens).toBeUndefined();
  });

  it('an image part in the messages reaches the fake as an image block', async () => {
    fake.enqueue({ text: 'Nice image.' });
    const result = streamText({
      model: harness.model(fake),
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Match this style' },
            { type: 'image', image: Buffer.from(PNG_BASE64, 'base64'), mediaType: 'image/png' },
          ],
        },
      ],
      maxRetries: 0,
      onError,
    });
    expect((await collect(result)).text).toBe('Nice image.');
    const request = fake.requests[0]!;
    expect(lastUserText(request)).toBe('Match this style');
    expect(imageParts(request)).toEqual([
      { messageIndex: 0, role: 'user', mediaType: 'image/png', base64: PNG_BASE64, url: undefined },
    ]);
    const blocks = request.body.messages[0].content;
    expect(blocks[1].type).toBe(harness.name === 'anthropic' ? 'image' : 'image_url');
  });

  it('close() ends a stalled stream and resolves promptly', async () => {
    fake.enqueue({ fault: 'stall', text: 'waiting', afterChars: 7 });
    const result = streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError });
    const collecting = collect(result);
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await fake.close();
    const collected = await collecting;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(collected.text).toBe('waiting');
    expect(APICallError.isInstance(collected.thrown)).toBe(true);
  });

  it('counts the requests answered at once: the most since reset(), and none after', async () => {
    fake.setFallback(() => ({ text: 'overlapping answer', firstTokenDelayMs: 150 }));
    const one = () =>
      collect(streamText({ model: harness.model(fake), prompt: 'Hi', maxRetries: 0, onError }));
    await Promise.all([one(), one(), one()]);
    expect(fake.concurrency.max).toBe(3);
    await expect.poll(() => fake.concurrency.current).toBe(0);
    fake.concurrency.reset();
    expect(fake.concurrency.max).toBe(0);
    for (let i = 0; i < 2; i++) {
      await one();
      await expect.poll(() => fake.concurrency.current).toBe(0);
    }
    expect(fake.concurrency.max).toBe(1);
  });

  it('cut and stall faults announce scripted input tokens in the opening events', async () => {
    fake.enqueue({ fault: 'cut', text: 'Partial page', afterChars: 7, inputTokens: 4321 });
    const result = streamText({
      model: harness.model(fake),
      prompt: 'Hi',
      maxRetries: 0,
      onError,
      includeRawChunks: true,
    });
    const collected = await collect(result);
    expect(collected.text).toBe('Partial');
    const raw = JSON.stringify(collected.parts.filter((part) => part.type === 'raw'));
    // Anthropic reports input tokens at message_start; OpenAI only in its final usage chunk.
    if (harness.name === 'anthropic') expect(raw).toContain('"input_tokens":4321');
    else expect(raw).not.toContain('4321');
  });
});

describe('default retry schedule on HTTP 500 (no retry-after)', () => {
  it('makes 3 requests about 2 s and 4 s apart, then fails with RetryError', {
    timeout: 15_000,
  }, async () => {
    const fake = await startFakeAnthropic();
    try {
      fake.setFallback(() => ({ fault: 'http_500' }));
      const model = createAnthropic({ apiKey: fake.apiKey, baseURL: fake.baseURL })('claude-sonnet-4-5');
      const collected = await collect(streamText({ model, prompt: 'Hi', onError: () => {} }));
      expect(fake.requests).toHaveLength(3);
      const [first, second, third] = fake.requests.map((request) => request.receivedAt) as [
        number,
        number,
        number,
      ];
      expect(second - first).toBeGreaterThanOrEqual(1900);
      expect(third - second).toBeGreaterThanOrEqual(3900);
      expect(RetryError.isInstance(collected.errors[0])).toBe(true);
    } finally {
      await fake.close();
    }
  });
});

/** Raw wire checks, without the SDK. */
describe('wire format', () => {
  let fakes: FakeProviderServer[] = [];
  afterEach(async () => {
    await Promise.all(fakes.map((fake) => fake.close()));
    fakes = [];
  });
  const start = async (which: 'anthropic' | 'openai') => {
    const fake = which === 'anthropic' ? await startFakeAnthropic() : await startFakeOpenAI();
    fakes.push(fake);
    return fake;
  };

  async function post(url: string, headers: Record<string, string>, body: unknown) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  function sseEvents(raw: string): { event: string | undefined; data: string }[] {
    return raw
      .split('\n\n')
      .filter((frame) => frame.trim() !== '')
      .map((frame) => {
        const lines = frame.split('\n');
        return {
          event: lines.find((line) => line.startsWith('event: '))?.slice(7),
          data: lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n'),
        };
      });
  }

  it("anthropic: Anthropic's event sequence, event names matching data types", async () => {
    const fake = await start('anthropic');
    fake.enqueue({ text: 'abcdef', chunkSize: 2, inputTokens: 3, outputTokens: 4, stopReason: 'length' });
    const response = await post(
      `${fake.url}/v1/messages`,
      { 'x-api-key': fake.apiKey, 'anthropic-version': '2023-06-01' },
      { model: 'claude-x', max_tokens: 10, stream: true, messages: [{ role: 'user', content: 'hi' }] },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    const events = sseEvents(response.text);
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = events.map((event) => JSON.parse(event.data));
    data.forEach((payload, index) => {
      expect(payload.type).toBe(events[index]!.event);
    });
    expect(data[0].message).toMatchObject({
      model: 'claude-x',
      role: 'assistant',
      usage: { input_tokens: 3 },
    });
    expect(data[3].delta).toEqual({ type: 'text_delta', text: 'ab' });
    expect(data[7]).toMatchObject({ delta: { stop_reason: 'max_tokens' }, usage: { output_tokens: 4 } });
  });

  it('anthropic: header and body validation in the Anthropic error shape', async () => {
    const fake = await start('anthropic');
    const body = { model: 'claude-x', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] };
    const noVersion = await post(`${fake.url}/v1/messages`, { 'x-api-key': fake.apiKey }, body);
    expect(noVersion.status).toBe(400);
    expect(JSON.parse(noVersion.text)).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' },
    });
    const noKey = await post(`${fake.url}/v1/messages`, { 'anthropic-version': '2023-06-01' }, body);
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.text).error.type).toBe('authentication_error');
    const noMaxTokens = await post(
      `${fake.url}/v1/messages`,
      { 'x-api-key': fake.apiKey, 'anthropic-version': '2023-06-01' },
      { model: 'claude-x', messages: [] },
    );
    expect(noMaxTokens.status).toBe(400);
    const wrongPath = await post(`${fake.url}/messages`, { 'x-api-key': fake.apiKey }, body);
    expect(wrongPath.status).toBe(404);
    expect(JSON.parse(wrongPath.text).error.type).toBe('not_found_error');
    const noScript = await post(
      `${fake.url}/v1/messages`,
      { 'x-api-key': fake.apiKey, 'anthropic-version': '2023-06-01' },
      body,
    );
    expect(noScript.status).toBe(400);
    expect(JSON.parse(noScript.text).error.message).toContain('no scripted reply');
    expect(fake.requests).toHaveLength(5);
  });

  it('openai: role chunk, deltas, finish chunk, usage chunk only with include_usage, [DONE]', async () => {
    const fake = await start('openai');
    const auth = { authorization: `Bearer ${fake.apiKey}` };
    const body = { model: 'gpt-x', stream: true, messages: [{ role: 'user', content: 'hi' }] };
    fake.enqueue(
      { text: 'abcd', chunkSize: 2, inputTokens: 5, outputTokens: 6 },
      { text: 'abcd', chunkSize: 2 },
    );

    const withUsage = await post(`${fake.url}/v1/chat/completions`, auth, {
      ...body,
      stream_options: { include_usage: true },
    });
    const lines = sseEvents(withUsage.text).map((event) => event.data);
    expect(lines.at(-1)).toBe('[DONE]');
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line));
    expect(chunks.map((chunk) => chunk.object)).toEqual(Array(5).fill('chat.completion.chunk'));
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    expect(chunks[1].choices[0].delta).toEqual({ content: 'ab' });
    expect(chunks[3].choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks[4]).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 5, completion_tokens: 6, total_tokens: 11 },
    });

    const withoutUsage = await post(`${fake.url}/v1/chat/completions`, auth, body);
    const plain = sseEvents(withoutUsage.text).map((event) => event.data);
    expect(plain).toHaveLength(5); // role, 2 deltas, finish, [DONE]
    expect(plain.some((line) => line.includes('"usage":{'))).toBe(false);
  });

  it('openai: missing or wrong bearer token → 401 in the OpenAI error shape', async () => {
    const fake = await start('openai');
    const body = { model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }] };
    const none = await post(`${fake.url}/v1/chat/completions`, {}, body);
    expect(none.status).toBe(401);
    const wrong = await post(`${fake.url}/v1/chat/completions`, { authorization: 'Bearer nope' }, body);
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toEqual({
      error: {
        message: 'Incorrect API key provided.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    });
  });

  it('a keyless server (requireAuth: false) accepts any credentials', async () => {
    const fake = await startFakeOpenAI({ requireAuth: false, apiKey: 'local' });
    fakes.push(fake);
    fake.enqueue({ text: 'ok' });
    const response = await post(
      `${fake.url}/v1/chat/completions`,
      {},
      {
        model: 'llama',
        messages: [{ role: 'user', content: 'hi' }],
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).choices[0].message.content).toBe('ok');
  });
});

describe('request helpers', () => {
  const request = (body: unknown): RecordedRequest => ({
    method: 'POST',
    path: '/v1/messages',
    headers: {},
    body,
    rawBytes: 0,
    receivedAt: 0,
  });

  it('lastUserText reads string and block content in either protocol', () => {
    expect(lastUserText(request({ messages: [] }))).toBe('');
    expect(lastUserText(request(undefined))).toBe('');
    expect(
      lastUserText(
        request({
          messages: [
            { role: 'user', content: 'old' },
            {
              role: 'user',
              content: [
                { type: 'text', text: 'line 1\n' },
                { type: 'image', source: { type: 'url', url: 'https://x/y.png' } },
                { type: 'text', text: 'line 2' },
              ],
            },
            { role: 'assistant', content: 'reply' },
          ],
        }),
      ),
      // Text parts read as one text, as a model reads them.
    ).toBe('line 1\nline 2');
  });

  it('imageParts finds Anthropic url sources and OpenAI plain and data URLs', () => {
    expect(
      imageParts(
        request({
          messages: [
            { role: 'user', content: [{ type: 'image', source: { type: 'url', url: 'https://x/a.png' } }] },
            {
              role: 'user',
              content: [
                { type: 'image_url', image_url: { url: 'https://x/b.jpg' } },
                { type: 'image_url', image_url: { url: 'data:image/webp;base64,AAAA' } },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      { messageIndex: 0, role: 'user', mediaType: undefined, base64: undefined, url: 'https://x/a.png' },
      { messageIndex: 1, role: 'user', mediaType: undefined, base64: undefined, url: 'https://x/b.jpg' },
      { messageIndex: 1, role: 'user', mediaType: 'image/webp', base64: 'AAAA', url: undefined },
    ]);
  });
});
