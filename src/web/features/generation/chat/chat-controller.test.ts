import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../../../../shared/api/generation';
import { FALLBACK_NOTE, NO_CHANGE_REPLY, REPAIR_NOTE } from '../../../../shared/edit-reply';
import { ApiError } from '../../../lib/api';
import { StreamTimeoutError, type streamAiRequest } from '../../../lib/sse-client';
import { ChatController, type ChatSendOptions, finishedView, streamingView } from './chat-controller';
import type { ChatMessage } from './types';

type StreamCall = { url: string; body: unknown; emit(event: StreamEvent): void; signal: AbortSignal };

/** A scripted stream and a hand-cranked frame scheduler: no network, no animation frames. */
function setup(options: { autoMode?: boolean; initial?: ChatMessage[] } = {}) {
  const calls: StreamCall[] = [];
  const finish: { resolve(): void; reject(error: unknown): void }[] = [];
  const stream = vi.fn(
    (
      url: string,
      body: unknown,
      handlers: { onEvent(e: StreamEvent): void },
      opts?: { signal?: AbortSignal },
    ) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ url, body, emit: handlers.onEvent, signal: opts!.signal! });
        finish.push({ resolve, reject });
        opts?.signal?.addEventListener('abort', () => reject(opts.signal!.reason));
      }),
  ) as unknown as typeof streamAiRequest;
  let pending: (() => void) | null = null;
  const frame = () => {
    const task = pending;
    pending = null;
    task?.();
  };
  const notifyError = vi.fn();
  const controller = new ChatController(
    {
      stream,
      notifyError,
      createScheduler: (task) => ({
        schedule: () => {
          pending = task;
        },
        flush: frame,
        cancel: () => {
          pending = null;
        },
      }),
    },
    options.initial,
  );
  controller.callbacks = { autoMode: options.autoMode, onHtml: vi.fn(), onVariations: vi.fn() };
  const publishes = vi.fn();
  controller.subscribe(publishes);
  return { controller, calls, finish, frame, notifyError, publishes };
}

const modify = (text: string, extra: Partial<ChatSendOptions> = {}): ChatSendOptions => ({
  endpoint: '/api/ai-chat-modify',
  text,
  buildBody: (messages) => ({ landingPageId: 1, messages, currentHtml: '<p>x</p>' }),
  ...extra,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChatController', () => {
  it('adds the user message and a streaming placeholder, then streams into it once per frame', async () => {
    const { controller, calls, finish, frame, publishes } = setup();
    const buildBody = vi.fn((messages: ChatMessage[]) => ({ messages }));
    const done = controller.send(modify('  Make it blue  ', { buildBody }));
    let state = controller.getSnapshot();
    expect(state.busy).toBe(true);
    expect(state.messages.map((m) => [m.role, m.content, m.isStreaming])).toEqual([
      ['user', 'Make it blue', undefined],
      ['assistant', '', true],
    ]);
    // The body sees the conversation with the new user message, not the placeholder.
    expect(buildBody.mock.calls[0]![0].map((m) => m.content)).toEqual(['Make it blue']);
    expect(calls[0]!.url).toBe('/api/ai-chat-modify');

    publishes.mockClear();
    for (let i = 0; i < 100; i++) calls[0]!.emit({ type: 'content', content: 'x' });
    expect(publishes).not.toHaveBeenCalled();
    const userBefore = controller.getSnapshot().messages[0];
    frame();
    expect(publishes).toHaveBeenCalledTimes(1);
    state = controller.getSnapshot();
    expect(state.messages[1]!.content).toBe('x'.repeat(100));
    expect(state.messages[0]).toBe(userBefore); // untouched rows keep their identity
    expect(state.progress.chars).toBe(100);

    calls[0]!.emit({ type: 'content', content: '!' });
    finish[0]!.resolve();
    expect(await done).toBe(true);
    state = controller.getSnapshot();
    expect(state.busy).toBe(false);
    expect(state.messages[1]).toMatchObject({ content: `${'x'.repeat(100)}!`, isStreaming: false });
  });

  it('refuses blank sends and a second send while busy; an image alone is enough', async () => {
    const { controller, finish } = setup();
    expect(await controller.send(modify('   '))).toBe(false);
    expect(controller.getSnapshot().messages).toHaveLength(0);
    const first = controller.send(modify('', { image: 'data:image/png;base64,AAAA' }));
    expect(controller.getSnapshot().messages[0]).toMatchObject({
      content: '',
      image: 'data:image/png;base64,AAAA',
    });
    expect(await controller.send(modify('again'))).toBe(false);
    finish[0]!.resolve();
    expect(await first).toBe(true);
  });

  it('shows the busy notice while the server retries, and drops it when text arrives', async () => {
    const { controller, calls, finish, frame } = setup();
    const done = controller.send(modify('Make it blue'));
    calls[0]!.emit({
      type: 'retrying',
      message: 'The AI service is busy, retrying in 4 s…',
      retryAfterSeconds: 4,
    });
    frame();
    expect(controller.getSnapshot().messages[1]).toMatchObject({
      notice: 'The AI service is busy, retrying in 4 s…',
      isStreaming: true,
    });
    calls[0]!.emit({ type: 'content', content: 'Done.' });
    frame();
    expect(controller.getSnapshot().messages[1]!.notice).toBeUndefined();
    finish[0]!.resolve();
    // A notice is not a failure.
    expect(await done).toBe(true);
  });

  it('hands html_update and variations_complete to the callbacks', async () => {
    const { controller, calls, finish } = setup();
    const done = controller.send({ ...modify('go'), endpoint: '/api/ai-chat-generate' });
    calls[0]!.emit({ type: 'html_update', html: '<h1>Hi</h1>', savedPage: { id: 7, title: 'Hi' } });
    calls[0]!.emit({ type: 'variations_complete', savedPages: [], totalCount: 3, variationGroup: 'g1' });
    finish[0]!.resolve();
    await done;
    expect(controller.callbacks.onHtml).toHaveBeenCalledWith(
      '<h1>Hi</h1>',
      { id: 7, title: 'Hi' },
      undefined,
      { type: 'html_update', html: '<h1>Hi</h1>', savedPage: { id: 7, title: 'Hi' } },
    );
    expect(controller.callbacks.onVariations).toHaveBeenCalledWith({
      savedPages: [],
      totalCount: 3,
      variationGroup: 'g1',
    });
  });

  it("hands an AI edit's saved version and saved edit to onHtml (the base of the next save, the cache's answer)", async () => {
    const { controller, calls, finish } = setup();
    const done = controller.send(modify('go'));
    const saved = {
      version: {
        id: 31,
        version: 2,
        commitMessage: 'AI: go',
        createdAt: '2026-01-01T00:00:00.000Z',
        previewUrl: '/preview/7/31?key=k',
      },
      pruned: [],
      summary: 'Changed 1 place',
    };
    const chat = [
      { messageId: 'm', role: 'user' as const, content: 'go', timestamp: '2026-01-01T00:00:00.000Z' },
    ];
    const event = {
      type: 'html_update' as const,
      html: '<h1>Hi</h1>',
      savedPage: { id: 7, title: 'Hi' },
      versionId: 31,
      saved,
      chat,
    };
    calls[0]!.emit(event);
    finish[0]!.resolve();
    await done;
    expect(controller.callbacks.onHtml).toHaveBeenCalledWith(
      '<h1>Hi</h1>',
      { id: 7, title: 'Hi' },
      31,
      event,
    );
  });

  it.each([
    ['an error event', { type: 'error', message: 'Provider overloaded.' }, null, 'Provider overloaded.'],
    [
      'a non-OK response',
      null,
      new ApiError(429, '429: {"message":"Limit reached"}', 'Limit reached'),
      'Failed to get AI response: Limit reached',
    ],
    [
      'a timeout',
      null,
      new StreamTimeoutError(),
      'Request timed out after 2 minutes. The AI is taking too long to respond.',
    ],
    [
      'a network failure',
      null,
      new TypeError('Failed to fetch'),
      'Failed to send message. Please try again.',
    ],
  ] as const)(
    'on %s removes the streaming message and reports the error',
    async (_, event, error, message) => {
      const { controller, calls, finish, notifyError } = setup();
      const done = controller.send(modify('change it'));
      calls[0]!.emit({ type: 'content', content: 'partial' });
      if (event) calls[0]!.emit(event);
      if (error) finish[0]!.reject(error);
      else finish[0]!.resolve();
      expect(await done).toBe(false);
      expect(notifyError).toHaveBeenCalledWith(message);
      expect(controller.getSnapshot().messages.map((m) => m.role)).toEqual(['user']);
      expect(controller.getSnapshot().busy).toBe(false);
    },
  );

  it("hands the failure's cause to the send's onFailure; true stands for the toast", async () => {
    const stale = { type: 'error', message: 'This page changed.', currentVersionId: 9 } as const;
    const refused = new ApiError(409, '409: {}', 'This page changed.', { currentVersionId: 9 });
    for (const [cause, handled] of [
      [stale, true],
      [refused, true],
      [stale, false],
    ] as const) {
      const { controller, calls, finish, notifyError } = setup();
      const onFailure = vi.fn(() => handled);
      const done = controller.send(modify('change it', { onFailure }));
      if (cause === stale) {
        calls[0]!.emit(cause);
        finish[0]!.resolve();
      } else {
        finish[0]!.reject(cause);
      }
      expect(await done).toBe(false);
      expect(onFailure).toHaveBeenCalledWith(cause);
      expect(notifyError).toHaveBeenCalledTimes(handled ? 0 : 1);
      // The person's message stays in view either way.
      expect(controller.getSnapshot().messages.map((m) => [m.role, m.content])).toEqual([
        ['user', 'change it'],
      ]);
    }
  });

  it('in auto mode also adds the error to the chat as a ❌ message', async () => {
    const { controller, finish, notifyError } = setup({ autoMode: true });
    const done = controller.send({ ...modify('build it'), endpoint: '/api/ai-chat-generate' });
    finish[0]!.reject(new Error('boom'));
    await done;
    const fallback = 'Failed to generate landing page. Please try again.';
    expect(notifyError).toHaveBeenCalledWith(fallback);
    expect(controller.getSnapshot().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'build it'],
      ['assistant', `❌ ${fallback}`],
    ]);
  });

  it('clear() aborts the request, empties the chat and reports nothing', async () => {
    const { controller, calls, notifyError } = setup({
      initial: [{ id: '1', role: 'assistant', content: 'Hello', timestamp: 1 }],
    });
    const done = controller.send(modify('change it'));
    controller.clear();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(await done).toBe(false);
    await tick();
    expect(controller.getSnapshot()).toMatchObject({ messages: [], busy: false });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('setMessages replaces the conversation', () => {
    const { controller } = setup();
    controller.setMessages([{ id: '9', role: 'user', content: 'stored', timestamp: 9 }]);
    expect(controller.getSnapshot().messages).toHaveLength(1);
  });

  describe('an AI edit shows what a person reads, never the edit blocks', () => {
    const before =
      '<!DOCTYPE html><html><head><style>:root{--p:#ea580c;--bg:#fff}</style></head><body><h1>Fresh coffee</h1></body></html>';
    const after = before.replace('--p:#ea580c', '--p:#16a34a');
    const block = `<<<<<<< SEARCH\n<style>:root{--p:#ea580c;\n=======\n<style>:root{--p:#16a34a;\n>>>>>>> REPLACE`;
    const edit = (text: string) =>
      modify(text, { buildBody: (messages) => ({ landingPageId: 1, messages, currentHtml: before }) });

    it('streamingView: the explanation as it streams, then the stage and the size', () => {
      expect(streamingView('Switching the main', true)).toEqual({
        content: 'Switching the main',
        edit: { stage: 'explaining', received: 18 },
      });
      expect(streamingView('Switching to green.\n\n<<<<', true).content).toBe('Switching to green.');
      const raw = `Switching to green.\n\n${block}`;
      expect(streamingView(raw, true)).toEqual({
        content: 'Switching to green.',
        edit: { stage: 'editing', received: raw.length },
      });
      expect(streamingView(`${raw}${REPAIR_NOTE}<<<<<<< SEARCH\nx`, true).edit?.stage).toBe('repairing');
      expect(streamingView(`${raw}${FALLBACK_NOTE}\`\`\`html\n<!DOCTYPE`, true)).toMatchObject({
        content: 'Switching to green.',
        edit: { stage: 'rewriting' },
      });
      // Anything else (a generation) streams as it is.
      expect(streamingView(raw, false)).toEqual({ content: raw });
    });

    it('finishedView: the explanation and the summary line, with the diff', () => {
      const summary = {
        line: 'Changed 1 place',
        places: 1,
        sections: 0,
        rewrote: false,
        diff: { hunks: [], more: 0 },
      };
      expect(finishedView(`Done.\n\n${block}`, true, summary)).toEqual({
        content: 'Done.\n\nChanged 1 place',
        diff: summary.diff,
      });
      expect(finishedView(`${block}`, true, undefined)).toEqual({ content: NO_CHANGE_REPLY });
    });

    it('streams the explanation, then ends as explanation + summary with a before/after diff', async () => {
      const { controller, calls, finish, frame } = setup();
      const done = controller.send(edit('make it green'));
      calls[0]!.emit({ type: 'content', content: 'Switched the main colour to green.\n\n<<<<<<' });
      frame();
      expect(controller.getSnapshot().messages[1]).toMatchObject({
        content: 'Switched the main colour to green.',
        edit: { stage: 'explaining' },
        isStreaming: true,
      });
      calls[0]!.emit({ type: 'content', content: block.slice(6) });
      calls[0]!.emit({ type: 'content', content: REPAIR_NOTE });
      frame();
      const streaming = controller.getSnapshot().messages[1]!;
      expect(streaming.content).toBe('Switched the main colour to green.');
      expect(streaming.edit?.stage).toBe('repairing');
      calls[0]!.emit({ type: 'html_update', html: after, savedPage: { id: 1, title: 'T' } });
      finish[0]!.resolve();
      expect(await done).toBe(true);
      const reply = controller.getSnapshot().messages[1]!;
      expect(reply.content).toBe('Switched the main colour to green.\n\nChanged 1 place');
      expect(reply.content).not.toMatch(/<<<<<<<|>>>>>>>|REPLACE|```|did not match/);
      expect(reply.edit).toBeUndefined();
      expect(reply.diff?.hunks).toEqual([
        {
          context: '<!DOCTYPE html><html><head><style>:root{',
          removed: '--p:#ea580c;',
          added: '--p:#16a34a;',
          what: 'Changed the page’s styles (colours, fonts or spacing)',
          where: 'the page’s styles (colours, fonts and spacing)',
        },
      ]);
      expect(controller.callbacks.onHtml).toHaveBeenCalledWith(
        after,
        { id: 1, title: 'T' },
        undefined,
        expect.objectContaining({ type: 'html_update' }),
      );
    });

    it('an answer without an edit keeps its words, and says something when it had none', async () => {
      const { controller, calls, finish } = setup();
      const done = controller.send(edit('is it green?'));
      calls[0]!.emit({ type: 'content', content: 'It is orange now; say "make it green" to change it.' });
      finish[0]!.resolve();
      await done;
      expect(controller.getSnapshot().messages[1]!.content).toBe(
        'It is orange now; say "make it green" to change it.',
      );
      const second = controller.send(edit('again'));
      calls[1]!.emit({ type: 'content', content: '<<<<<<< SEARCH\nbroken' });
      finish[1]!.resolve();
      await second;
      expect(controller.getSnapshot().messages[3]!.content).toBe(NO_CHANGE_REPLY);
    });
  });
});
