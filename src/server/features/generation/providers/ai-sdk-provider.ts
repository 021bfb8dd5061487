import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  type LanguageModel,
  type ModelMessage,
  streamText,
  TypeValidationError,
} from 'ai';
import type { Config } from '../../../config.ts';
import {
  type AiProvider,
  type FinishReason,
  type ProviderCall,
  ProviderError,
  type ProviderMessage,
  type ReportedUsage,
} from '../../../lib/ai-provider.ts';

export const DEFAULT_MODELS = { anthropic: 'claude-sonnet-4-5', openai: 'gpt-4.1-mini' } as const;

/** Anthropic or any OpenAI-compatible chat-completions server, through the AI SDK. */
export function createAiSdkProvider(config: Config, name: 'anthropic' | 'openai'): AiProvider {
  const model = config.AI_MODEL ?? DEFAULT_MODELS[name];
  let languageModel: LanguageModel;
  if (name === 'anthropic') {
    const anthropic = createAnthropic({
      apiKey: config.ANTHROPIC_API_KEY,
      baseURL: config.ANTHROPIC_BASE_URL,
    });
    languageModel = anthropic(model);
  } else {
    const openai = createOpenAI({
      // Local servers (Ollama, LM Studio) take any key; the SDK insists on one.
      apiKey: config.OPENAI_API_KEY ?? 'not-needed',
      baseURL: config.OPENAI_BASE_URL,
      fetch: config.AI_CONTEXT_TOKENS ? withContextSize(config.AI_CONTEXT_TOKENS) : undefined,
    });
    languageModel = openai.chat(model);
  }
  // Anthropic caches a prompt prefix only where it is marked; OpenAI caches long prefixes itself.
  const cacheMark =
    name === 'anthropic' ? { anthropic: { cacheControl: { type: 'ephemeral' as const } } } : undefined;

  return {
    name,
    model,
    async *stream(call: ProviderCall) {
      const result = streamText({
        model: languageModel,
        // The system prompt is the same for every call of a kind: the first prefix worth caching.
        system: cacheMark
          ? { role: 'system', content: call.system, providerOptions: cacheMark }
          : call.system,
        messages: call.messages.map((message) => toModelMessage(message, cacheMark)),
        maxOutputTokens: call.maxOutputTokens,
        abortSignal: call.signal,
        // run-model.ts retries a busy provider itself, before the first token only, and tells
        // the chat while it waits; a retry hidden in the SDK would do neither.
        maxRetries: 0,
        // Errors arrive as stream parts and are handled below; the SDK's own logging is noise.
        onError: () => {},
        // Raw provider events carry usage before the end (Anthropic's message_start), which
        // the usage log needs when the stream then fails.
        includeRawChunks: true,
      });
      let finishReason: FinishReason = 'other';
      let inputTokens = 0;
      let outputTokens = 0;
      let cacheReadTokens: number | undefined;
      let cacheWriteTokens: number | undefined;
      const reported: ReportedUsage = {};
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) yield part.text;
          } else if (part.type === 'raw') {
            readReportedUsage(part.rawValue, reported);
          } else if (part.type === 'finish') {
            finishReason =
              part.finishReason === 'stop' ? 'stop' : part.finishReason === 'length' ? 'length' : 'other';
            inputTokens = part.totalUsage.inputTokens ?? 0;
            outputTokens = part.totalUsage.outputTokens ?? 0;
            cacheReadTokens = part.totalUsage.inputTokenDetails?.cacheReadTokens;
            cacheWriteTokens = part.totalUsage.inputTokenDetails?.cacheWriteTokens;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw call.signal.reason ?? new Error('aborted');
          }
        }
      } catch (error) {
        const failure = toProviderError(error, call.signal);
        // A request refused with an HTTP error was never processed: nothing to bill.
        const usage = refusedByStatus(error) ? { inputTokens: 0, outputTokens: 0 } : reported;
        throw new ProviderError(
          failure.message,
          failure.reason,
          usage,
          failure.retryAfterSeconds,
          failure.retryable,
        );
      }
      return { finishReason, inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens };
    },
  };
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * Usage found in one raw provider event: Anthropic's message_start (input, cache reads and
 * writes included) and message_delta (output so far), OpenAI's usage chunk.
 */
export function readReportedUsage(raw: unknown, into: ReportedUsage): void {
  const event = record(raw);
  if (!event) return;
  if (event.type === 'message_start') {
    const usage = record(record(event.message)?.usage);
    const input = count(usage?.input_tokens);
    if (input !== undefined)
      into.inputTokens =
        input +
        (count(usage?.cache_read_input_tokens) ?? 0) +
        (count(usage?.cache_creation_input_tokens) ?? 0);
    return;
  }
  const usage = record(event.usage);
  if (!usage) return;
  if (event.type === 'message_delta') {
    const output = count(usage.output_tokens);
    if (output !== undefined) into.outputTokens = output;
    return;
  }
  const input = count(usage.prompt_tokens);
  const output = count(usage.completion_tokens);
  if (input !== undefined) into.inputTokens = input;
  if (output !== undefined) into.outputTokens = output;
}

/** The provider answered with an HTTP error status instead of a stream. */
function refusedByStatus(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  return status !== undefined && (status < 200 || status >= 300);
}

/**
 * OpenAI-compatible local servers: Ollama answers within its own context size (2-4k tokens by
 * default) and silently drops the front of a longer prompt; `options.num_ctx` in the body sets
 * it per request. Other servers ignore the field.
 */
function withContextSize(contextTokens: number): typeof fetch {
  return async (input, init) => {
    if (typeof init?.body === 'string' && init.method === 'POST') {
      try {
        const body = JSON.parse(init.body) as Record<string, unknown>;
        body.options = { ...(record(body.options) ?? {}), num_ctx: contextTokens };
        return fetch(input, { ...init, body: JSON.stringify(body) });
      } catch {
        // Not JSON: sent as it is.
      }
    }
    return fetch(input, init);
  };
}

type CacheMark = { anthropic: { cacheControl: { type: 'ephemeral' } } } | undefined;

function toModelMessage(message: ProviderMessage, cacheMark?: CacheMark): ModelMessage {
  if (typeof message.content === 'string')
    return { role: message.role, content: message.content } as ModelMessage;
  if (message.role === 'assistant') {
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { role: 'assistant', content: text };
  }
  return {
    role: 'user',
    content: message.content.map((part) =>
      part.type === 'text'
        ? {
            type: 'text' as const,
            text: part.text,
            ...(part.cache && cacheMark ? { providerOptions: cacheMark } : {}),
          }
        : { type: 'image' as const, image: part.data, mediaType: part.mimeType },
    ),
  };
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored. */
export function retryAfterSeconds(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Maps SDK and network failures to messages a user can act on. */
export function toProviderError(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted) {
    const reason = signal.reason;
    if (reason instanceof ProviderError) return reason;
    if (reason instanceof DOMException && reason.name === 'TimeoutError') {
      return new ProviderError('The AI took too long to respond and the request was stopped.', 'timeout');
    }
    return new ProviderError('The request was cancelled.', 'cancelled');
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // A 200 whose body broke off mid-stream (the socket was cut): the connection, not a refusal.
    if (status === undefined || (status >= 200 && status < 300)) {
      return new ProviderError(
        'The connection to the AI provider was lost before the page was complete.',
        'unavailable',
      );
    }
    const seconds = retryAfterSeconds(error.responseHeaders?.['retry-after']);
    const wait = seconds ? ` Please try again in ${seconds} seconds.` : ' Please try again shortly.';
    if (status === 429) {
      return new ProviderError(
        `The AI provider is busy (rate limited).${wait}`,
        'rate_limited',
        {},
        seconds,
        true,
      );
    }
    if (status === 529) {
      // Anthropic's "overloaded": busy for everyone, not over this account's limit.
      return new ProviderError(
        `The AI provider is overloaded (HTTP 529).${wait}`,
        'rate_limited',
        {},
        seconds,
        true,
      );
    }
    if (status === 401 || status === 403) {
      return new ProviderError('The AI provider rejected the configured API key.', 'auth');
    }
    if (status && status >= 500) {
      return new ProviderError(
        `The AI provider is unavailable right now (HTTP ${status}).${wait}`,
        'unavailable',
        {},
        seconds,
        true,
      );
    }
    return new ProviderError(
      `The AI provider refused the request (HTTP ${status ?? 'error'}).`,
      'bad_response',
    );
  }
  // An event that is not valid JSON, or not of a known shape: the provider's answer, not the
  // connection (a JSON parser's 'Unterminated string' must not read as 'terminated').
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return new ProviderError('The AI provider sent a response that could not be read.', 'bad_response');
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/\bterminated\b|socket|ECONNRESET|ECONNREFUSED|fetch failed|network/i.test(text)) {
    return new ProviderError(
      'The connection to the AI provider was lost before the page was complete.',
      'unavailable',
    );
  }
  return new ProviderError('The AI provider sent a response that could not be read.', 'bad_response');
}
