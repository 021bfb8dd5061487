// Relative imports (not the @/ and @shared/ aliases) because the Vitest unit project has no aliases.
import { STREAM_DONE, type StreamEvent } from '../../shared/api/generation';
import { CHAT_REQUEST_TIMEOUT_MS, DEFAULT_PAGE_TITLE } from '../../shared/constants';
import { apiRequest } from './api';

/**
 * Client of the AI endpoints' event streams (docs/product.md, 'API'): `data: <json>` events
 * separated by blank lines, `: ping` heartbeats, ended by `data: [DONE]`. The body is read as it
 * arrives so the chat can show the page while the model writes it.
 */

export const STREAM_TIMEOUT_MESSAGE =
  'Request timed out after 2 minutes. The AI is taking too long to respond.';

export class StreamTimeoutError extends Error {
  constructor() {
    super(STREAM_TIMEOUT_MESSAGE);
    this.name = 'StreamTimeoutError';
  }
}

export const STREAM_CUT_MESSAGE =
  'The connection to the server was lost before the reply was complete. Check your pages, then try again.';

/**
 * The answer stopped without `[DONE]`: the connection dropped or the server died mid-reply
 * (a stream the server ends on purpose always ends with `[DONE]`, after an error event).
 * Whether the page was saved is unknown here, so the message says to check.
 */
export class StreamCutError extends Error {
  constructor() {
    super(STREAM_CUT_MESSAGE);
    this.name = 'StreamCutError';
  }
}

export interface StreamHandlers {
  onEvent(event: StreamEvent): void;
}

export interface EventStreamParser {
  /** Feeds decoded text; returns true once `[DONE]` has been seen (later input is ignored). */
  push(text: string): boolean;
  /** End of input: dispatches a last event that had no trailing blank line. */
  end(): void;
  readonly done: boolean;
}

const EVENT_TYPES = new Set(['content', 'html_update', 'variations_complete', 'error', 'retrying']);

/** The parsing core, separate from fetch so it can be tested chunk by chunk. */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): EventStreamParser {
  let buffer = '';
  let data: string[] = [];
  let done = false;

  const dispatch = () => {
    if (data.length === 0) return;
    const payload = data.join('\n');
    data = [];
    if (payload.trim() === STREAM_DONE) {
      done = true;
      return;
    }
    const event = parseEvent(payload);
    if (event) onEvent(event);
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // heartbeat comment
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return; // event:, id:, retry: carry nothing for us
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    data.push(value);
  };

  return {
    get done() {
      return done;
    },
    push(text) {
      if (done) return true;
      buffer += text;
      let start = 0;
      while (!done) {
        const lf = buffer.indexOf('\n', start);
        const cr = buffer.indexOf('\r', start);
        const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
        // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (end === -1 || (end === cr && cr === buffer.length - 1)) break;
        line(buffer.slice(start, end));
        start = end + (buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1);
      }
      buffer = buffer.slice(start);
      return done;
    },
    end() {
      if (done) return;
      if (buffer) line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}

function parseEvent(payload: string): StreamEvent | null {
  try {
    const parsed = JSON.parse(payload) as { type?: unknown };
    if (parsed && typeof parsed === 'object' && EVENT_TYPES.has(parsed.type as string)) {
      return parsed as StreamEvent;
    }
    console.warn('Ignoring an unknown stream event', String(parsed?.type));
    return null;
  } catch {
    // A large html_update that does not parse is salvaged from the raw text
    // (docs/product.md, 'API').
    const salvaged = payload.includes('"html_update"') ? salvageHtmlUpdate(payload) : null;
    if (!salvaged) console.warn('Skipping an unparsable stream line', payload.slice(0, 200));
    return salvaged;
  }
}

/** Decodes JSON string escapes; tolerant: a bad escape or a bare quote is kept as it is. */
function unescapeJson(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/gs, (match, code: string) => {
    if (code.length === 5) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    return simple[code] ?? (code === 'u' ? match : code);
  });
}

function lastMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) found = match;
  return found;
}

/**
 * Pulls html, savedPage.id, savedPage.title and versionId out of a malformed html_update line.
 * The html is everything between `"html":"` and the `","savedPage"` that follows it (the
 * server's key order), so a stray unescaped quote inside the page does not cut it short.
 */
export function salvageHtmlUpdate(raw: string): StreamEvent | null {
  const htmlKey = /"html"\s*:\s*"/.exec(raw);
  if (!htmlKey) return null;
  const htmlStart = htmlKey.index + htmlKey[0].length;
  const pageKey = lastMatch(/"savedPage"\s*:\s*\{/g, raw);
  if (!pageKey) return null;
  const htmlEnd = pageKey.index > htmlStart ? pageKey.index : raw.length;
  const html = unescapeJson(raw.slice(htmlStart, htmlEnd).replace(/"\s*,?\s*}?\s*$/, ''));
  const pagePart = raw.slice(pageKey.index);
  const id = /"id"\s*:\s*(\d+)/.exec(pagePart);
  const title = /"title"\s*:\s*"((?:[^"\\]|\\.)*)"/s.exec(pagePart);
  const versionId = /"versionId"\s*:\s*(\d+)/.exec(pagePart);
  if (!id || !html.trim()) return null;
  return {
    type: 'html_update',
    html,
    savedPage: { id: Number(id[1]), title: (title && unescapeJson(title[1]!)) || DEFAULT_PAGE_TITLE },
    ...(versionId && { versionId: Number(versionId[1]) }),
  };
}

/**
 * POSTs `body` as JSON (with credentials) and hands each event to `handlers.onEvent` as it
 * arrives. A non-OK answer throws ApiError; a request from which nothing has arrived for
 * `timeoutMs` (no event, no heartbeat) is cut off with a StreamTimeoutError - a long page that
 * is still streaming after minutes is never given up on; a body that ends without `[DONE]`
 * rejects with StreamCutError (after its last events); aborting `signal` rejects with the
 * signal's reason.
 */
export async function streamAiRequest(
  url: string,
  body: unknown,
  handlers: StreamHandlers,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Idle, not total: every chunk that arrives (heartbeats too) starts the period again.
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new StreamTimeoutError());
    }, options.timeoutMs ?? CHAT_REQUEST_TIMEOUT_MS);
  };
  armTimer();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await apiRequest('POST', url, body, controller.signal);
    if (!response.body) throw new Error('The AI response had no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createEventStreamParser((event) => handlers.onEvent(event));
    try {
      while (true) {
        // A connection reset mid-body rejects here (fetch's 'network error' / 'terminated').
        const { value, done } = await reader.read().catch((error: unknown) => {
          if (controller.signal.aborted) throw error;
          throw new StreamCutError();
        });
        if (done) break;
        armTimer();
        // `stream: true` keeps a multi-byte character split across chunks for the next read.
        if (parser.push(decoder.decode(value, { stream: true }))) break;
      }
      if (!parser.done) {
        parser.push(decoder.decode());
        parser.end();
        throw new StreamCutError();
      }
    } finally {
      // Stops the download after [DONE] or an error; harmless when the stream already ended.
      reader.cancel().catch(() => {});
    }
  } catch (error) {
    if (timedOut) throw new StreamTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
