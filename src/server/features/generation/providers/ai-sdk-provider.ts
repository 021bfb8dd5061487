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
} from './types.ts';

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
    });
    languageModel = openai.chat(model);
  }

  return {
    name,
    model,
    async *stream(call: ProviderCall) {
      const result = streamText({
        model: languageModel,
        system: call.system,
        messages: call.messages.map(toModelMessage),
        maxOutputTokens: call.maxOutputTokens,
        abortSignal: call.signal,
        // Retrying inside a live chat stream would double latency silently; failures are
        // reported to the user, who can retry.
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
        throw new ProviderError(failure.message, failure.reason, usage, failure.retryAfterSeconds);
      }
      return { finishReason, inputTokens, outputTokens };
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

function toModelMessage(message: ProviderMessage): ModelMessage {
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
        ? { type: 'text' as const, text: part.text }
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
    if (status === 429) {
      const seconds = retryAfterSeconds(error.responseHeaders?.['retry-after']);
      const wait = seconds ? ` Please try again in ${seconds} seconds.` : ' Please try again shortly.';
      return new ProviderError(`The AI provider is busy (rate limited).${wait}`, 'rate_limited', {}, seconds);
    }
    if (status === 401 || status === 403) {
      return new ProviderError('The AI provider rejected the configured API key.', 'auth');
    }
    if (status && status >= 500) {
      return new ProviderError(
        `The AI provider is unavailable right now (HTTP ${status}). Please try again.`,
        'unavailable',
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
