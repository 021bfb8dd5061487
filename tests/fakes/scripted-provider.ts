/**
 * Shared machinery for the fake AI provider servers (fake-anthropic.ts, fake-openai.ts).
 *
 * Each fake is a real HTTP server on 127.0.0.1 that speaks one provider's wire protocol; the
 * provider-specific parts (paths, auth headers, JSON and SSE shapes) live in a `WireProtocol`, while
 * this module owns the server, request recording, the reply queue, timing and fault injection.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A successful, streamed (or JSON) text answer. */
export interface FakeTextReply {
  text: string;
  /** Characters (code points) per delta event; default 40. */
  chunkSize?: number;
  /** Pause between delta events; default 0 (everything is written at once). */
  delayMs?: number;
  /** 'stop' → end_turn / stop, 'length' → max_tokens / length. Default 'stop'. */
  stopReason?: 'stop' | 'length';
  /** Reported prompt tokens; default: ceil(characters of all request text / 4). */
  inputTokens?: number;
  /** Reported completion tokens; default: ceil(characters of `text` / 4). */
  outputTokens?: number;
  /** Pause after the response headers and opening events, before the first text delta. */
  firstTokenDelayMs?: number;
  /**
   * Real-time pacing (a model generating at this speed, ~4 characters per token): each delta is
   * written when the tokens it carries would have been generated, on a wall clock measured from
   * the first delta's slot, so timer overshoot does not add up over a long answer. A non-streamed
   * answer is held back for the whole generation time. Replaces `delayMs` when set.
   */
  tokensPerSecond?: number;
  /**
   * Prompt-cache usage to report. Anthropic: `cache_read_input_tokens` / `cache_creation_input_tokens`
   * (then `inputTokens` is the uncached rest), also repeated in message_delta's usage as the real API
   * does. OpenAI: `cacheReadInputTokens` becomes `usage.prompt_tokens_details.cached_tokens`
   * (`inputTokens` includes them). Unset: usage looks exactly as before these fields existed.
   */
  cacheReadInputTokens?: number;
  cacheCreationInputTokens?: number;
}

export type FakeReply =
  | FakeTextReply
  /** HTTP 500 with the protocol's JSON error body. */
  | { fault: 'http_500' }
  /** HTTP 429 with the protocol's JSON error body; `retry-after` header only when retryAfterSeconds is set. */
  | { fault: 'http_429'; retryAfterSeconds?: number }
  /**
   * Any HTTP error status with the protocol's JSON error body for it (errorKindForStatus: 429 rate
   * limit, 503/529 overloaded — Anthropic's `overloaded_error` — 5xx server error, …);
   * `retry-after` header only when retryAfterSeconds is set. `message` overrides the default text.
   */
  | { fault: 'http_status'; status: number; retryAfterSeconds?: number; message?: string }
  /**
   * 200 + headers are sent, then nothing, until the client goes away or the server closes. With
   * `text`, the opening events and the first `afterChars` characters (default: all) are streamed
   * first, so the stall happens mid-stream.
   */
  | { fault: 'stall'; text?: string; afterChars?: number; chunkSize?: number; inputTokens?: number }
  /** Streams the first `afterChars` characters of `text`, then destroys the socket mid-stream. */
  | {
      fault: 'cut';
      text: string;
      afterChars: number;
      chunkSize?: number;
      delayMs?: number;
      /** Prompt tokens in the opening events (Anthropic's message_start); default: the estimate. */
      inputTokens?: number;
    }
  /**
   * The stream starts fine (opening events and a first delta of `text`, default 'Partial '), then
   * sends a frame of invalid JSON and an event of an unknown type, then ends the HTTP response
   * without the protocol's closing events.
   */
  | { fault: 'malformed'; text?: string; inputTokens?: number };

export interface RecordedRequest {
  method: string;
  /** Path including any query string, e.g. '/v1/messages'. */
  path: string;
  /** Node's lower-cased header map. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when the body was not valid JSON. */
  body: any;
  /** Size of the raw request body in bytes. */
  rawBytes: number;
  /** Date.now() when the body had been fully read. */
  receivedAt: number;
  /** performance.now() just before the first text delta of a streamed reply was written. */
  firstDeltaAt?: number;
}

export interface FakeProviderServer {
  /** http://127.0.0.1:PORT — tests use `${url}/v1` as the SDK's baseURL. */
  url: string;
  /** `${url}/v1`, the value for createAnthropic/createOpenAI `baseURL` (or ANTHROPIC_/OPENAI_BASE_URL). */
  baseURL: string;
  apiKey: string;
  /** Replies are consumed in order; when the queue is empty, `fallback` (a function of the request) answers. */
  enqueue(...replies: FakeReply[]): void;
  setFallback(fn: (request: RecordedRequest) => FakeReply): void;
  /** Every request, including rejected ones (bad key, bad path), in arrival order. */
  requests: RecordedRequest[];
  /**
   * Requests to the endpoint being answered right now, and the most at once since the start
   * or the last reset(): how tests see that a caller bounds its parallel calls.
   */
  concurrency: { readonly current: number; readonly max: number; reset(): void };
  /** Stops listening and destroys open sockets (stalled streams included). */
  close(): Promise<void>;
}

export interface FakeServerOptions {
  /** The key the fake accepts; a random one by default. */
  apiKey?: string;
  /** false: accept requests with any or no credentials (a keyless local server). Default true. */
  requireAuth?: boolean;
  /** A fixed port (browser tests point a server at it); default: any free port. */
  port?: number;
}

/** What a protocol needs to know about the reply it is rendering. */
export interface ReplyMeta {
  /** Message / completion id. */
  id: string;
  /** The model named in the request body (or 'unknown-model'). */
  model: string;
  /** Unix seconds when the reply started. */
  created: number;
  inputTokens: number;
  outputTokens: number;
  stopReason: 'stop' | 'length';
  /** Prompt-cache reads and writes to report (FakeTextReply's cache fields); undefined when not set. */
  cacheReadTokens?: number;
  cacheWriteTokens?: number;
}

export type ErrorKind =
  | 'invalid_request'
  | 'authentication'
  | 'not_found'
  | 'rate_limit'
  | 'overloaded'
  | 'server';

/** The error kind (and so the protocol's error body) a real provider sends with an HTTP status. */
export function errorKindForStatus(status: number): ErrorKind {
  if (status === 429) return 'rate_limit';
  if (status === 529 || status === 503) return 'overloaded';
  if (status === 401 || status === 403) return 'authentication';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server';
  return 'invalid_request';
}

const DEFAULT_ERROR_MESSAGES: Record<ErrorKind, string> = {
  invalid_request: 'Invalid request.',
  authentication: 'Invalid API key.',
  not_found: 'Not found.',
  rate_limit: 'Rate limit exceeded. Please try again after a short wait.',
  overloaded: 'Overloaded',
  server: 'Internal server error',
};

/** A rejection of the request before any reply is consumed. */
export interface Rejection {
  status: number;
  kind: ErrorKind;
  message: string;
}

export interface WireProtocol {
  /** Used in diagnostics, e.g. 'fake-anthropic'. */
  name: string;
  /** The one endpoint the fake serves, e.g. '/v1/messages'. */
  endpoint: string;
  /** Prefix of generated ids, e.g. 'msg_'. */
  idPrefix: string;
  /** Extra headers on every response (request ids and the like). */
  responseHeaders(): Record<string, string>;
  /** Checks credentials and protocol headers; null when acceptable. */
  checkHeaders(headers: IncomingHttpHeaders, apiKey: string, requireAuth: boolean): Rejection | null;
  /** Checks the parsed body; null when acceptable. */
  checkBody(body: any): Rejection | null;
  /** The JSON error body for an error of `kind`. */
  errorBody(kind: ErrorKind, message: string): unknown;
  /** Whether the request asks for a stream. */
  isStreaming(body: any): boolean;
  /** SSE frames (complete, "\n\n"-terminated) sent right after the headers. */
  openFrames(meta: ReplyMeta, body: any): string[];
  /** One SSE frame carrying a text delta. */
  deltaFrame(meta: ReplyMeta, text: string): string;
  /** SSE frames that end a successful stream. */
  closeFrames(meta: ReplyMeta, body: any): string[];
  /** Garbage frames for the 'malformed' fault. */
  malformedFrames(meta: ReplyMeta): string[];
  /** The non-streaming JSON response. */
  jsonResponse(meta: ReplyMeta, text: string): unknown;
}

const DEFAULT_CHUNK_SIZE = 40;

/** Splits into chunks of `size` code points (never splits a surrogate pair). */
export function chunkText(text: string, size: number): string[] {
  const codePoints = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const chunks: string[] = [];
  for (let i = 0; i < codePoints.length; i += step) chunks.push(codePoints.slice(i, i + step).join(''));
  return chunks;
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function sseFrame(data: unknown, event?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return `${event === undefined ? '' : `event: ${event}\n`}data: ${payload}\n\n`;
}

export function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/** Text of a message `content` in either protocol: a string, or an array of blocks with `type: 'text'`. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (
    content
      .filter((part) => part != null && part.type === 'text' && typeof part.text === 'string')
      .map((part) => part.text as string)
      // A model reads consecutive text parts as one text: a page sent in several parts is one page.
      .join('')
  );
}

/** All text in the request (system prompt and every message), for input-token estimates. */
export function allRequestText(body: any): string {
  const pieces: string[] = [];
  if (body?.system !== undefined) pieces.push(contentText(body.system));
  if (Array.isArray(body?.messages)) {
    for (const message of body.messages) pieces.push(contentText(message?.content));
  }
  return pieces.join('\n');
}

/**
 * The text of the last user message, for either protocol's body (Anthropic Messages or OpenAI
 * chat completions); several text parts are joined with '\n'. '' when there is no user message.
 */
export function lastUserText(request: RecordedRequest): string {
  const messages: unknown = request.body?.messages;
  if (!Array.isArray(messages)) return '';
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role === 'user') return contentText(message.content);
  }
  return '';
}

export interface FakeImagePart {
  /** Index of the message in `body.messages` that carries the image. */
  messageIndex: number;
  role: string;
  /** e.g. 'image/png'; undefined for plain URLs. */
  mediaType: string | undefined;
  /** Base64 data (Anthropic base64 source, or an OpenAI data: URL); undefined for plain URLs. */
  base64: string | undefined;
  /** The URL for URL image sources (Anthropic `source.type: 'url'`, OpenAI http(s) image_url). */
  url: string | undefined;
}

/**
 * Image inputs found in the request: Anthropic `{type:'image', source:{type:'base64'|'url'}}` blocks
 * and OpenAI `{type:'image_url', image_url:{url}}` parts (data: URLs are split into type and base64).
 */
export function imageParts(request: RecordedRequest): FakeImagePart[] {
  const messages: unknown = request.body?.messages;
  if (!Array.isArray(messages)) return [];
  const found: FakeImagePart[] = [];
  messages.forEach((message: any, messageIndex: number) => {
    if (!Array.isArray(message?.content)) return;
    const role = String(message.role);
    for (const part of message.content) {
      if (part?.type === 'image' && part.source != null) {
        const source = part.source;
        found.push({
          messageIndex,
          role,
          mediaType: typeof source.media_type === 'string' ? source.media_type : undefined,
          base64: source.type === 'base64' && typeof source.data === 'string' ? source.data : undefined,
          url: source.type === 'url' && typeof source.url === 'string' ? source.url : undefined,
        });
      } else if (part?.type === 'image_url') {
        const url: unknown = typeof part.image_url === 'string' ? part.image_url : part.image_url?.url;
        if (typeof url !== 'string') continue;
        const dataUrl = /^data:([^;,]+);base64,(.*)$/s.exec(url);
        found.push({
          messageIndex,
          role,
          mediaType: dataUrl?.[1],
          base64: dataUrl?.[2],
          url: dataUrl ? undefined : url,
        });
      }
    }
  });
  return found;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Writes and resolves once the data has been handed to the OS (or the response is gone). */
function write(res: ServerResponse, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed || res.writableEnded) {
      resolve();
      return;
    }
    res.write(data, () => resolve());
  });
}

export async function startScriptedServer(
  protocol: WireProtocol,
  options: FakeServerOptions & { defaultApiKey: string },
): Promise<FakeProviderServer> {
  const apiKey = options.apiKey ?? `${options.defaultApiKey}-${randomBytes(6).toString('hex')}`;
  const requireAuth = options.requireAuth ?? true;
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const closing = new AbortController();
  // Every exchange in flight listens for close(): hundreds at once are expected, not a leak.
  setMaxListeners(0, closing.signal);
  const inFlight = { current: 0, max: 0 };
  let fallback: (request: RecordedRequest) => FakeReply = () => {
    throw new NoReplyError(`${protocol.name}: no scripted reply queued and no fallback set`);
  };

  const sendError = (res: ServerResponse, status: number, kind: ErrorKind, message: string) => {
    if (res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json', ...protocol.responseHeaders() });
    res.end(JSON.stringify(protocol.errorBody(kind, message)));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.split('?')[0] === protocol.endpoint) {
      inFlight.current++;
      inFlight.max = Math.max(inFlight.max, inFlight.current);
      res.once('close', () => inFlight.current--);
    }
    const raw = await readBody(req);
    let body: any;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      rawBytes: raw.length,
      receivedAt: Date.now(),
    };
    requests.push(request);

    const pathname = request.path.split('?')[0];
    if (request.method !== 'POST' || pathname !== protocol.endpoint) {
      sendError(
        res,
        404,
        'not_found',
        `${protocol.name}: only POST ${protocol.endpoint} is served (got ${request.method} ${request.path})`,
      );
      return;
    }
    const headerProblem = protocol.checkHeaders(req.headers, apiKey, requireAuth);
    if (headerProblem) {
      sendError(res, headerProblem.status, headerProblem.kind, headerProblem.message);
      return;
    }
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      sendError(res, 400, 'invalid_request', 'The request body is not valid JSON.');
      return;
    }
    const bodyProblem = protocol.checkBody(body);
    if (bodyProblem) {
      sendError(res, bodyProblem.status, bodyProblem.kind, bodyProblem.message);
      return;
    }

    let reply: FakeReply;
    try {
      reply = queue.length > 0 ? queue.shift()! : fallback(request);
    } catch (error) {
      // 400 (not 500) so the SDK does not retry: a missing script is a test bug.
      sendError(res, 400, 'invalid_request', error instanceof Error ? error.message : String(error));
      return;
    }
    await respond(protocol, request, reply, res, closing.signal);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        sendError(res, 500, 'server', `${protocol.name} crashed: ${String(error)}`);
      } else {
        res.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    baseURL: `${url}/v1`,
    apiKey,
    requests,
    concurrency: {
      get current() {
        return inFlight.current;
      },
      get max() {
        return inFlight.max;
      },
      reset() {
        inFlight.max = inFlight.current;
      },
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    setFallback(fn) {
      fallback = fn;
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}

class NoReplyError extends Error {}

function isTextReply(reply: FakeReply): reply is FakeTextReply {
  return !('fault' in reply);
}

async function respond(
  protocol: WireProtocol,
  request: RecordedRequest,
  reply: FakeReply,
  res: ServerResponse,
  serverClosing: AbortSignal,
): Promise<void> {
  // Aborted when the client goes away or the server closes, so no timer outlives the exchange.
  const gone = new AbortController();
  const onClosing = () => gone.abort();
  serverClosing.addEventListener('abort', onClosing, { once: true });
  res.on('close', () => {
    gone.abort();
    serverClosing.removeEventListener('abort', onClosing);
  });
  const signal = gone.signal;

  const body = request.body;
  const streaming = protocol.isStreaming(body);
  const text = isTextReply(reply)
    ? reply.text
    : reply.fault === 'cut' || reply.fault === 'stall'
      ? (reply.text ?? '')
      : reply.fault === 'malformed'
        ? (reply.text ?? 'Partial ')
        : '';
  const meta: ReplyMeta = {
    id: randomId(protocol.idPrefix),
    model: typeof body.model === 'string' ? body.model : 'unknown-model',
    created: Math.floor(Date.now() / 1000),
    inputTokens:
      ('inputTokens' in reply ? reply.inputTokens : undefined) ?? estimateTokens(allRequestText(body)),
    outputTokens: (isTextReply(reply) ? reply.outputTokens : undefined) ?? estimateTokens(text),
    stopReason: (isTextReply(reply) ? reply.stopReason : undefined) ?? 'stop',
    cacheReadTokens: isTextReply(reply) ? reply.cacheReadInputTokens : undefined,
    cacheWriteTokens: isTextReply(reply) ? reply.cacheCreationInputTokens : undefined,
  };
  const okHeaders = {
    'content-type': streaming ? 'text/event-stream; charset=utf-8' : 'application/json',
    'cache-control': 'no-cache',
    ...protocol.responseHeaders(),
  };
  const sendHeaders = () => {
    res.writeHead(200, okHeaders);
    res.flushHeaders();
  };

  if (!isTextReply(reply)) {
    switch (reply.fault) {
      case 'http_500': {
        res.writeHead(500, { 'content-type': 'application/json', ...protocol.responseHeaders() });
        res.end(JSON.stringify(protocol.errorBody('server', 'Internal server error')));
        return;
      }
      case 'http_429': {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          ...protocol.responseHeaders(),
        };
        if (reply.retryAfterSeconds !== undefined) headers['retry-after'] = String(reply.retryAfterSeconds);
        res.writeHead(429, headers);
        res.end(
          JSON.stringify(
            protocol.errorBody('rate_limit', 'Rate limit exceeded. Please try again after a short wait.'),
          ),
        );
        return;
      }
      case 'http_status': {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          ...protocol.responseHeaders(),
        };
        if (reply.retryAfterSeconds !== undefined) headers['retry-after'] = String(reply.retryAfterSeconds);
        const kind = errorKindForStatus(reply.status);
        res.writeHead(reply.status, headers);
        res.end(JSON.stringify(protocol.errorBody(kind, reply.message ?? DEFAULT_ERROR_MESSAGES[kind])));
        return;
      }
      case 'stall': {
        sendHeaders();
        if (streaming && reply.text !== undefined) {
          const partial = Array.from(reply.text)
            .slice(0, Math.max(0, reply.afterChars ?? Number.POSITIVE_INFINITY))
            .join('');
          for (const frame of protocol.openFrames(meta, body)) await write(res, frame);
          for (const chunk of chunkText(partial, reply.chunkSize ?? DEFAULT_CHUNK_SIZE)) {
            await write(res, protocol.deltaFrame(meta, chunk));
          }
        }
        return; // nothing more: the socket stays open until the client aborts or close() destroys it
      }
      case 'cut': {
        sendHeaders();
        const partial = Array.from(reply.text).slice(0, Math.max(0, reply.afterChars)).join('');
        if (streaming) {
          for (const frame of protocol.openFrames(meta, body)) await write(res, frame);
          const chunks = chunkText(partial, reply.chunkSize ?? DEFAULT_CHUNK_SIZE);
          for (const [index, chunk] of chunks.entries()) {
            if (index > 0) await sleep(reply.delayMs ?? 0, signal);
            if (signal.aborted) return;
            await write(res, protocol.deltaFrame(meta, chunk));
          }
        } else {
          const json = JSON.stringify(protocol.jsonResponse(meta, reply.text));
          await write(res, json.slice(0, Math.max(1, Math.floor(json.length / 2))));
        }
        // Give the client a moment to read what was sent, then drop the connection without a proper end.
        await sleep(20, signal);
        res.socket?.destroy();
        return;
      }
      case 'malformed': {
        sendHeaders();
        if (streaming) {
          for (const frame of protocol.openFrames(meta, body)) await write(res, frame);
          if (text.length > 0) await write(res, protocol.deltaFrame(meta, text));
          for (const frame of protocol.malformedFrames(meta)) await write(res, frame);
        } else {
          await write(res, '{"id": "broken", "choices": [ this is not json');
        }
        res.end();
        return;
      }
    }
  }

  const tokensPerSecond =
    reply.tokensPerSecond !== undefined && reply.tokensPerSecond > 0 ? reply.tokensPerSecond : 0;
  if (!streaming) {
    const generationMs = tokensPerSecond > 0 ? (meta.outputTokens / tokensPerSecond) * 1000 : 0;
    await sleep((reply.firstTokenDelayMs ?? 0) + generationMs, signal);
    if (signal.aborted) return;
    res.writeHead(200, okHeaders);
    res.end(JSON.stringify(protocol.jsonResponse(meta, reply.text)));
    return;
  }

  sendHeaders();
  for (const frame of protocol.openFrames(meta, body)) await write(res, frame);
  await sleep(reply.firstTokenDelayMs ?? 0, signal);
  const chunks = chunkText(reply.text, reply.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const pacedFrom = performance.now();
  let charsSent = 0;
  for (const [index, chunk] of chunks.entries()) {
    if (tokensPerSecond > 0) {
      // Each delta leaves when its last token would have been generated.
      const due = pacedFrom + ((charsSent + chunk.length) / 4 / tokensPerSecond) * 1000;
      await sleep(due - performance.now(), signal);
    } else if (index > 0) {
      await sleep(reply.delayMs ?? 0, signal);
    }
    if (signal.aborted) return;
    if (index === 0) request.firstDeltaAt = performance.now();
    await write(res, protocol.deltaFrame(meta, chunk));
    charsSent += chunk.length;
  }
  if (signal.aborted) return;
  for (const frame of protocol.closeFrames(meta, body)) await write(res, frame);
  res.end();
}
