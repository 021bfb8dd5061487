/**
 * A fake Anthropic Messages API on 127.0.0.1 (POST /v1/messages), for pointing the real
 * `@ai-sdk/anthropic` client at: `createAnthropic({ apiKey: fake.apiKey, baseURL: fake.baseURL })`
 * or ANTHROPIC_BASE_URL=`${fake.url}/v1`.
 *
 * Streams use Anthropic's real event sequence: message_start, content_block_start (text), ping,
 * content_block_delta (text_delta)…, content_block_stop, message_delta (stop_reason, usage), message_stop.
 * Errors use Anthropic's shape: `{ type: 'error', error: { type, message } }`.
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

const ERROR_TYPES: Record<ErrorKind, string> = {
  invalid_request: 'invalid_request_error',
  authentication: 'authentication_error',
  not_found: 'not_found_error',
  rate_limit: 'rate_limit_error',
  // HTTP 529 (and 503): `{type:'error',error:{type:'overloaded_error',message:'Overloaded'}}`.
  overloaded: 'overloaded_error',
  server: 'api_error',
};

function stopReason(meta: ReplyMeta): string {
  return meta.stopReason === 'length' ? 'max_tokens' : 'end_turn';
}

/** Whether the reply carries prompt-cache usage (only then does message_delta repeat the input usage). */
function reportsCache(meta: ReplyMeta): boolean {
  return meta.cacheReadTokens !== undefined || meta.cacheWriteTokens !== undefined;
}

export const anthropicProtocol: WireProtocol = {
  name: 'fake-anthropic',
  endpoint: '/v1/messages',
  idPrefix: 'msg_fake_',

  responseHeaders() {
    return { 'request-id': randomId('req_fake_') };
  },

  checkHeaders(headers, apiKey, requireAuth) {
    if (requireAuth) {
      const key = headers['x-api-key'];
      const bearer = headers.authorization;
      if (key === undefined && bearer === undefined) {
        return { status: 401, kind: 'authentication', message: 'x-api-key header is required' };
      }
      if (key !== apiKey && bearer !== `Bearer ${apiKey}`) {
        return { status: 401, kind: 'authentication', message: 'invalid x-api-key' };
      }
    }
    if (headers['anthropic-version'] === undefined) {
      return { status: 400, kind: 'invalid_request', message: 'anthropic-version: header is required' };
    }
    return null;
  },

  checkBody(body) {
    if (typeof body.model !== 'string' || body.model === '') {
      return { status: 400, kind: 'invalid_request', message: 'model: Field required' };
    }
    if (typeof body.max_tokens !== 'number') {
      return { status: 400, kind: 'invalid_request', message: 'max_tokens: Field required' };
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return { status: 400, kind: 'invalid_request', message: 'messages: at least one message is required' };
    }
    return null;
  },

  errorBody(kind, message) {
    return { type: 'error', error: { type: ERROR_TYPES[kind], message } };
  },

  isStreaming(body) {
    return body.stream === true;
  },

  openFrames(meta) {
    return [
      sseFrame(
        {
          type: 'message_start',
          message: {
            id: meta.id,
            type: 'message',
            role: 'assistant',
            model: meta.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: {
              input_tokens: meta.inputTokens,
              cache_creation_input_tokens: meta.cacheWriteTokens ?? 0,
              cache_read_input_tokens: meta.cacheReadTokens ?? 0,
              output_tokens: 1,
            },
          },
        },
        'message_start',
      ),
      sseFrame(
        { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
        'content_block_start',
      ),
      sseFrame({ type: 'ping' }, 'ping'),
    ];
  },

  deltaFrame(_meta, text) {
    return sseFrame(
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
      'content_block_delta',
    );
  },

  closeFrames(meta) {
    return [
      sseFrame({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
      sseFrame(
        {
          type: 'message_delta',
          delta: { stop_reason: stopReason(meta), stop_sequence: null },
          // The real API repeats the input side here; kept to output only unless cache usage is set,
          // so the plain fake's events stay as they were.
          usage: reportsCache(meta)
            ? {
                input_tokens: meta.inputTokens,
                cache_creation_input_tokens: meta.cacheWriteTokens ?? 0,
                cache_read_input_tokens: meta.cacheReadTokens ?? 0,
                output_tokens: meta.outputTokens,
              }
            : { output_tokens: meta.outputTokens },
        },
        'message_delta',
      ),
      sseFrame({ type: 'message_stop' }, 'message_stop'),
    ];
  },

  malformedFrames() {
    return [
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_del\n\n',
      sseFrame({ type: 'fake_unknown_event', payload: '\u0000garbage' }, 'fake_unknown_event'),
    ];
  },

  jsonResponse(meta, text) {
    return {
      id: meta.id,
      type: 'message',
      role: 'assistant',
      model: meta.model,
      content: [{ type: 'text', text }],
      stop_reason: stopReason(meta),
      stop_sequence: null,
      usage: {
        input_tokens: meta.inputTokens,
        cache_creation_input_tokens: meta.cacheWriteTokens ?? 0,
        cache_read_input_tokens: meta.cacheReadTokens ?? 0,
        output_tokens: meta.outputTokens,
      },
    };
  },
};

/**
 * Starts a fake Anthropic API. The accepted key is `options.apiKey` (random by default); both
 * `x-api-key: <key>` and `Authorization: Bearer <key>` (createAnthropic's authToken) are accepted.
 */
export function startFakeAnthropic(options: FakeServerOptions = {}): Promise<FakeProviderServer> {
  return startScriptedServer(anthropicProtocol, { ...options, defaultApiKey: 'sk-ant-fake' });
}
