import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../../shared/api/generation';
import { ApiError } from './api';
import {
  createEventStreamParser,
  STREAM_CUT_MESSAGE,
  STREAM_TIMEOUT_MESSAGE,
  StreamCutError,
  StreamTimeoutError,
  salvageHtmlUpdate,
  streamAiRequest,
} from './sse-client';

const encoder = new TextEncoder();
const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

/** A body that yields the given byte chunks, optionally with a pause between them. */
function bodyOf(chunks: Uint8Array[], signal?: AbortSignal, hang = false): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      if (index < chunks.length) return controller.enqueue(chunks[index++]!);
      if (!hang) return controller.close();
      // Like a real fetch body: aborting the request errors the stream.
      return new Promise<void>((resolve) => {
        signal?.addEventListener('abort', () => {
          controller.error(signal.reason);
          resolve();
        });
      });
    },
  });
}

/** Splits bytes every `size` bytes, so boundaries fall inside lines and UTF-8 sequences. */
function split(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size));
  return out;
}

function stubFetch(make: (init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => make(init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function collect(url = '/api/ai-chat-generate', options?: { timeoutMs?: number }) {
  const events: StreamEvent[] = [];
  await streamAiRequest(url, { messages: [] }, { onEvent: (event) => events.push(event) }, options);
  return events;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createEventStreamParser', () => {
  it('parses events fed one character at a time, ignoring heartbeats', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    const text = `: ping\n\n${sse({ type: 'content', content: 'Hi' })}: ping\n\r\n${sse({ type: 'content', content: ' there' })}`;
    for (const char of text) parser.push(char);
    expect(events).toEqual([
      { type: 'content', content: 'Hi' },
      { type: 'content', content: ' there' },
    ]);
  });

  it('handles CRLF and CR line endings, including a CRLF split across chunks', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.push('data: {"type":"content","content":"a"}\r');
    parser.push('\n\r\ndata: {"type":"content","content":"b"}\r\r');
    parser.end();
    expect(events.map((e) => e.type === 'content' && e.content)).toEqual(['a', 'b']);
  });

  it('joins multi-line data fields and ignores other fields', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.push('event: message\nid: 7\ndata: {"type":"content",\ndata: "content":"x"}\n\n');
    expect(events).toEqual([{ type: 'content', content: 'x' }]);
  });

  it('stops at [DONE] and ignores anything after it', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    expect(parser.push(`${sse({ type: 'content', content: 'a' })}data: [DONE]\n\n`)).toBe(true);
    expect(parser.push(sse({ type: 'content', content: 'late' }))).toBe(true);
    expect(parser.done).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('dispatches a final event without a trailing blank line at end()', () => {
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.push('data: {"type":"error","message":"boom"}');
    expect(events).toHaveLength(0);
    parser.end();
    expect(events).toEqual([{ type: 'error', message: 'boom' }]);
  });

  it('warns about and skips unparsable or unknown lines', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    parser.push('data: {not json\n\ndata: {"type":"mystery"}\n\n');
    parser.push(sse({ type: 'content', content: 'ok' }));
    expect(events).toEqual([{ type: 'content', content: 'ok' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('salvages a malformed html_update line', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: StreamEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    const html = `<!DOCTYPE html><html><body><p class="x">${'Big page. '.repeat(5000)}</p></body></html>`;
    // An unescaped quote and a raw tab make this line invalid JSON.
    const raw = `{"type":"html_update","html":"${html.replaceAll('"', '\\"').replace('<p', '<p data-q="1"')}\t\\n","savedPage":{"id":42,"title":"Caf\\u00e9 \\"Deluxe\\""}}`;
    parser.push(`data: ${raw}\n\n`);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.type).toBe('html_update');
    if (event.type !== 'html_update') return;
    expect(event.savedPage).toEqual({ id: 42, title: 'Café "Deluxe"' });
    expect(event.html.startsWith('<!DOCTYPE html><html><body><p data-q="1" class="x">Big page.')).toBe(true);
    expect(event.html.endsWith('</html>\t\n')).toBe(true);
  });
});

describe('salvageHtmlUpdate', () => {
  it('returns null without html or a saved page id', () => {
    expect(salvageHtmlUpdate('{"type":"html_update","savedPage":{"id":1}}')).toBeNull();
    expect(salvageHtmlUpdate('{"type":"html_update","html":"<p>x</p>"')).toBeNull();
    expect(salvageHtmlUpdate('{"type":"html_update","html":"","savedPage":{"id":1}}')).toBeNull();
  });

  it('falls back to the default title', () => {
    const event = salvageHtmlUpdate('{"type":"html_update","html":"<p>x</p>\u0001","savedPage":{"id":3}}');
    expect(event).toEqual({
      type: 'html_update',
      html: '<p>x</p>\u0001',
      savedPage: { id: 3, title: 'Generated Landing Page' },
    });
  });

  it("keeps the saved version (the base of the page's next save)", () => {
    const event = salvageHtmlUpdate(
      '{"type":"html_update","html":"<p>x</p>\u0001","savedPage":{"id":3,"title":"T"},"versionId":57}',
    );
    expect(event).toEqual({
      type: 'html_update',
      html: '<p>x</p>\u0001',
      savedPage: { id: 3, title: 'T' },
      versionId: 57,
    });
  });
});

describe('streamAiRequest', () => {
  it('POSTs JSON with credentials and reads events split mid-line and mid-character', async () => {
    const text = [
      ': ping\n\n',
      sse({ type: 'content', content: 'Héllo wörld — 你好 🎉' }),
      sse({ type: 'html_update', html: '<h1>Ünïcode ✓</h1>', savedPage: { id: 9, title: 'Café' } }),
      ': ping\n\n',
      'data: [DONE]\n\n',
      sse({ type: 'content', content: 'never read' }),
    ].join('');
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const fetchMock = stubFetch(() => new Response(bodyOf(split(encoder.encode(text), size))));
      const events = await collect();
      expect(events).toEqual([
        { type: 'content', content: 'Héllo wörld — 你好 🎉' },
        { type: 'html_update', html: '<h1>Ünïcode ✓</h1>', savedPage: { id: 9, title: 'Café' } },
      ]);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/ai-chat-generate');
      expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"messages":[]}' });
      expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    }
  });

  it('throws ApiError with "status: body" and the server message for a non-OK answer', async () => {
    stubFetch(() => new Response('{"message":"Monthly limit reached"}', { status: 429 }));
    const error = await collect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: '429: {"message":"Monthly limit reached"}',
      serverMessage: 'Monthly limit reached',
    });
  });

  it('times out with StreamTimeoutError and the time-out message', async () => {
    stubFetch(
      (init) =>
        new Response(bodyOf([encoder.encode(sse({ type: 'content', content: 'slow' }))], init.signal!, true)),
    );
    const events: StreamEvent[] = [];
    const error = await streamAiRequest(
      '/x',
      {},
      { onEvent: (e) => events.push(e) },
      { timeoutMs: 30 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamTimeoutError);
    expect((error as Error).message).toBe(STREAM_TIMEOUT_MESSAGE);
    expect(STREAM_TIMEOUT_MESSAGE).toBe(
      'Request timed out after 2 minutes. The AI is taking too long to respond.',
    );
    expect(events).toEqual([{ type: 'content', content: 'slow' }]);
  });

  it('never gives up on a stream that keeps sending: the limit is silence, not length', async () => {
    // Ten chunks 15 ms apart (150 ms in all) against a 40 ms limit.
    const chunks = Array.from({ length: 10 }, (_, i) =>
      encoder.encode(sse({ type: 'content', content: `${i}` })),
    );
    stubFetch(() => {
      let index = 0;
      return new Response(
        new ReadableStream({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 15));
            if (index < chunks.length) controller.enqueue(chunks[index++]!);
            else {
              controller.enqueue(encoder.encode('data: [DONE]\n\n'));
              controller.close();
            }
          },
        }),
      );
    });
    const events = await collect('/x', { timeoutMs: 40 });
    expect(events.map((e) => (e.type === 'content' ? e.content : '')).join('')).toBe('0123456789');
  });

  it('passes on the busy notice of a server that is retrying', async () => {
    const notice = {
      type: 'retrying',
      message: 'The AI service is busy, retrying in 3 s…',
      retryAfterSeconds: 3,
    };
    stubFetch(() => new Response(`${sse(notice)}${sse({ type: 'content', content: 'ok' })}data: [DONE]\n\n`));
    expect(await collect('/x')).toEqual([notice, { type: 'content', content: 'ok' }]);
  });

  it('times out while waiting for the response headers', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    await expect(collect('/x', { timeoutMs: 20 })).rejects.toBeInstanceOf(StreamTimeoutError);
  });

  it('rejects with the caller abort reason, not a timeout', async () => {
    stubFetch((init) => new Response(bodyOf([], init.signal!, true)));
    const controller = new AbortController();
    const promise = streamAiRequest('/x', {}, { onEvent: () => {} }, { signal: controller.signal });
    setTimeout(() => controller.abort(new DOMException('stop', 'AbortError')), 5);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('dispatches a last event when the stream ends without [DONE], then reports the cut', async () => {
    stubFetch(() => new Response(bodyOf([encoder.encode('data: {"type":"error","message":"cut"}')])));
    const events: StreamEvent[] = [];
    const error = await streamAiRequest('/x', {}, { onEvent: (event) => events.push(event) }).catch(
      (e: unknown) => e,
    );
    expect(events).toEqual([{ type: 'error', message: 'cut' }]);
    expect(error).toBeInstanceOf(StreamCutError);
  });

  it('reports a stream cut mid-reply (server killed): StreamCutError with a clear message', async () => {
    stubFetch(() => new Response(bodyOf([encoder.encode('data: {"type":"content","content":"Half a pa')])));
    const events: StreamEvent[] = [];
    const error = await streamAiRequest('/x', {}, { onEvent: (event) => events.push(event) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StreamCutError);
    expect((error as Error).message).toBe(STREAM_CUT_MESSAGE);
  });

  it('reports a connection reset while reading the body as a cut stream', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('terminated'));
        else controller.enqueue(encoder.encode('data: {"type":"content","content":"Hi"}\n\n'));
        sent = true;
      },
    });
    stubFetch(() => new Response(body));
    const events: StreamEvent[] = [];
    const error = await streamAiRequest('/x', {}, { onEvent: (event) => events.push(event) }).catch(
      (e: unknown) => e,
    );
    expect(events).toEqual([{ type: 'content', content: 'Hi' }]);
    expect(error).toBeInstanceOf(StreamCutError);
  });
});
