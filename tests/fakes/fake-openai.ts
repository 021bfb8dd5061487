/**
 * A fake OpenAI chat-completions API on 127.0.0.1 (POST /v1/chat/completions), for pointing the real
 * `@ai-sdk/openai` chat model at: `createOpenAI({ apiKey: fake.apiKey, baseURL: fake.baseURL }).chat(id)`
 * or OPENAI_BASE_URL=`${fake.url}/v1`. (The default `openai(id)` model uses the Responses API, which
 * this fake does not serve.)
 *
 * Streams send `data: {chat.completion.chunk}` lines: the role chunk, content deltas, a chunk with
 * finish_reason, then — when `stream_options.include_usage` is set — a `choices: []` usage chunk, then
 * `data: [DONE]`. Errors use OpenAI's shape: `{ error: { message, type, param, code } }`.
 */
import {
  type ErrorKind,
  type FakeProviderServer,
  type FakeServerOptions,
  type ReplyMeta,
  randomId,
  sseFrame,
  startScriptedServer,
  type WireProtocol,
} from './scripted-provider.ts';

export type { FakeProviderServer, FakeReply, RecordedRequest } from './scripted-provider.ts';
export { imageParts, lastUserText } from './scripted-provider.ts';

const ERRORS: Record<ErrorKind, { type: string; code: string | null }> = {
  invalid_request: { type: 'invalid_request_error', code: null },
  authentication: { type: 'invalid_request_error', code: 'invalid_api_key' },
  not_found: { type: 'invalid_request_error', code: 'not_found' },
  rate_limit: { type: 'requests', code: 'rate_limit_exceeded' },
  // OpenAI has no 529; an overloaded server answers 503 with a server_error body.
  overloaded: { type: 'server_error', code: null },
  server: { type: 'server_error', code: null },
};

const SYSTEM_FINGERPRINT = 'fp_fake0000';

function wantsUsage(body: any): boolean {
  return body?.stream_options?.include_usage === true;
}

function chunk(meta: ReplyMeta, choices: unknown[], extra: Record<string, unknown> = {}): string {
  return sseFrame({
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices,
    ...extra,
  });
}

function usage(meta: ReplyMeta) {
  return {
    prompt_tokens: meta.inputTokens,
    completion_tokens: meta.outputTokens,
    total_tokens: meta.inputTokens + meta.outputTokens,
    // Automatic prompt caching: cached tokens are part of prompt_tokens. Only when the reply sets it.
    ...(meta.cacheReadTokens === undefined
      ? {}
      : { prompt_tokens_details: { cached_tokens: meta.cacheReadTokens, audio_tokens: 0 } }),
  };
}

export const openaiProtocol: WireProtocol = {
  name: 'fake-openai',
  endpoint: '/v1/chat/completions',
  idPrefix: 'chatcmpl-fake',

  responseHeaders() {
    return { 'x-request-id': randomId('req_fake') };
  },

  checkHeaders(headers, apiKey, requireAuth) {
    if (!requireAuth) return null;
    const authorization = headers.authorization;
    if (authorization === undefined) {
      return {
        status: 401,
        kind: 'authentication',
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      };
    }
    if (authorization !== `Bearer ${apiKey}`) {
      return { status: 401, kind: 'authentication', message: 'Incorrect API key provided.' };
    }
    return null;
  },

  checkBody(body) {
    if (typeof body.model !== 'string' || body.model === '') {
      return { status: 400, kind: 'invalid_request', message: 'you must provide a model parameter' };
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return { status: 400, kind: 'invalid_request', message: "Missing required parameter: 'messages'." };
    }
    return null;
  },

  errorBody(kind, message) {
    const { type, code } = ERRORS[kind];
    return { error: { message, type, param: null, code } };
  },

  isStreaming(body) {
    return body.stream === true;
  },

  openFrames(meta, body) {
    const extra = wantsUsage(body) ? { usage: null } : {};
    return [
      chunk(
        meta,
        [
          {
            index: 0,
            delta: { role: 'assistant', content: '', refusal: null },
            logprobs: null,
            finish_reason: null,
          },
        ],
        extra,
      ),
    ];
  },

  deltaFrame(meta, text) {
    return chunk(meta, [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }]);
  },

  closeFrames(meta, body) {
    const frames = [chunk(meta, [{ index: 0, delta: {}, logprobs: null, finish_reason: meta.stopReason }])];
    if (wantsUsage(body)) frames.push(chunk(meta, [], { usage: usage(meta) }));
    frames.push('data: [DONE]\n\n');
    return frames;
  },

  malformedFrames(meta) {
    return [
      `data: {"id":"${meta.id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":\n\n`,
      'data: <<garbage: not an event at all>>\n\n',
    ];
  },

  jsonResponse(meta, text) {
    return {
      id: meta.id,
      object: 'chat.completion',
      created: meta.created,
      model: meta.model,
      system_fingerprint: SYSTEM_FINGERPRINT,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: meta.stopReason,
        },
      ],
      usage: usage(meta),
    };
  },
};

/** Starts a fake OpenAI chat-completions API accepting `Authorization: Bearer <apiKey>` (random by default). */
export function startFakeOpenAI(options: FakeServerOptions = {}): Promise<FakeProviderServer> {
  return startScriptedServer(openaiProtocol, { ...options, defaultApiKey: 'sk-fake-openai' });
}
