import { describe, expect, it } from 'vitest';
import { type ProviderCall, ProviderError } from '../../lib/ai-provider.ts';
import { jobDeadline } from './deadline.ts';
import { fitToContext } from './fit-context.ts';
import { MAX_ATTEMPTS, retryWait } from './run-model.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobDeadline', () => {
  it('ends after the idle period without activity, and each touch starts it again', async () => {
    const deadline = jobDeadline(new AbortController().signal, { idleTimeoutMs: 120, maxJobMs: 10_000 });
    for (let i = 0; i < 5; i++) {
      await wait(60);
      deadline.touch();
    }
    // 300 ms in all, never 120 ms of silence.
    expect(deadline.signal.aborted).toBe(false);
    await wait(200);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toMatchObject({
      reason: 'timeout',
      message: expect.stringMatching(/nothing arrived/),
    });
    deadline.dispose();
  });

  it('ends at the job limit however busy the model is', async () => {
    const deadline = jobDeadline(new AbortController().signal, { idleTimeoutMs: 1000, maxJobMs: 150 });
    const ticking = setInterval(() => deadline.touch(), 20);
    await wait(250);
    clearInterval(ticking);
    expect(deadline.signal.reason).toMatchObject({
      reason: 'timeout',
      message: expect.stringMatching(/took too long to finish/),
    });
    deadline.dispose();
  });

  it('ends with the client', () => {
    const client = new AbortController();
    const deadline = jobDeadline(client.signal, { idleTimeoutMs: 1000, maxJobMs: 1000 });
    client.abort(new Error('gone'));
    expect(deadline.signal.reason).toMatchObject({ message: 'gone' });
    deadline.dispose();
  });
});

describe('retryWait', () => {
  const busy = (retryAfterSeconds?: number) =>
    new ProviderError('busy', 'rate_limited', {}, retryAfterSeconds, true);
  const state = { attempt: 1, streamed: '', baseMs: 1000, idleLeftMs: 60_000 };

  it("waits what the provider's Retry-After asks", () => {
    expect(retryWait(busy(7), state)).toBe(7000);
  });
  it('backs off, doubling, when no Retry-After was given', () => {
    const first = retryWait(busy(), state)!;
    const second = retryWait(busy(), { ...state, attempt: 2 })!;
    expect(first).toBeGreaterThanOrEqual(800);
    expect(first).toBeLessThanOrEqual(1200);
    expect(second).toBeGreaterThanOrEqual(1600);
    expect(second).toBeLessThanOrEqual(2400);
  });
  it(`gives up after ${MAX_ATTEMPTS} tries, once text has arrived, past the idle deadline, and for other faults`, () => {
    expect(retryWait(busy(1), { ...state, attempt: MAX_ATTEMPTS })).toBeNull();
    expect(retryWait(busy(1), { ...state, streamed: '<!DOCTYPE html>' })).toBeNull();
    expect(retryWait(busy(50), state)).toBeNull();
    expect(retryWait(new ProviderError('bad key', 'auth'), state)).toBeNull();
  });
});

describe('fitToContext', () => {
  const turn = (role: 'user' | 'assistant', chars: number, history = true) => ({
    role,
    content: 'x'.repeat(chars),
    history,
  });
  const call = (messages: ProviderCall['messages'], maxOutputTokens = 2000) =>
    ({ kind: 'modify', system: 's'.repeat(400), messages, maxOutputTokens }) as unknown as ProviderCall;

  it('leaves a call that fits, and every call when no window is set', () => {
    const small = call([turn('user', 400, false)]);
    expect(fitToContext(small, 8192)).toBe(small);
    expect(fitToContext(call([turn('user', 400_000, false)]), undefined).messages).toHaveLength(1);
  });
  it('drops the oldest chat turns first, in pairs, and keeps the request', () => {
    const messages = [
      turn('user', 8000),
      turn('assistant', 8000),
      turn('user', 800),
      turn('assistant', 800),
      turn('user', 4000, false),
    ];
    const fitted = fitToContext(call(messages), 4096);
    expect(fitted.messages.map((m) => m.content.length)).toEqual([800, 800, 4000]);
  });
  it('lowers the answer cap to the room left', () => {
    const fitted = fitToContext(call([turn('user', 8000, false)], 16_000), 8192);
    expect(fitted.maxOutputTokens).toBe(8192 - 100 - 2000);
  });
  it('refuses, saying what to do, a prompt that cannot fit', () => {
    expect(() => fitToContext(call([turn('user', 40_000, false)]), 4096)).toThrow(
      /context window of 4,096 tokens .*Shorten the description/,
    );
  });
});
