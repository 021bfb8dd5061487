import type { GenerationOptions } from '../../shared/api/generation.ts';
import type { AiProviderName } from '../config.ts';

export type RequestKind = 'generate' | 'modify' | 'variation';

export type ProviderContentPart =
  /**
   * cache: the prompt up to and including this part is worth caching (a page several calls
   * read: continuations, repairs, the next edit); providers that cache by marker get one here.
   */
  { type: 'text'; text: string; cache?: boolean } | { type: 'image'; data: string; mimeType: string };

export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string | ProviderContentPart[];
  /** An earlier chat turn: the first to go when a prompt must fit a small context window. */
  history?: boolean;
}

/**
 * What the request means, in structured form. A language model reads the prompt text; the
 * offline engine, which cannot understand free text as well, reads this instead.
 */
export type ProviderIntent =
  | {
      type: 'generate';
      prompt: string;
      options: GenerationOptions;
      variationIndex?: number;
      referenceSummary?: string;
    }
  | {
      /** A challenger of a page as it is now: the same page, re-pitched from another angle. */
      type: 'vary';
      /** The page's live version. */
      html: string;
      /** The page's brief: the prompt it was generated from. */
      prompt: string;
      /** What the user wrote or placed since the page was generated: kept exactly. */
      keep: { texts: string[]; images: string[] };
      /** Index into VARIATION_ANGLES (src/shared/variation-angles.ts): the angle to take. */
      angleIndex: number;
    }
  | {
      type: 'modify';
      html: string;
      instruction: string;
      selectedElementHtml?: string;
      fullDocument?: boolean;
    };

export interface ProviderCall {
  kind: RequestKind;
  system: string;
  messages: ProviderMessage[];
  maxOutputTokens: number;
  signal: AbortSignal;
  intent: ProviderIntent;
}

export type FinishReason = 'stop' | 'length' | 'other';

export interface ProviderResult {
  finishReason: FinishReason;
  /** Every prompt token, cached ones included. */
  inputTokens: number;
  outputTokens: number;
  /** Prompt tokens read from the provider's cache (a part of inputTokens). */
  cacheReadTokens?: number;
  /** Prompt tokens written to the provider's cache (a part of inputTokens). */
  cacheWriteTokens?: number;
}

/** One interface for every model source: an async stream of text deltas ending in a result. */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  stream(call: ProviderCall): AsyncGenerator<string, ProviderResult, void>;
}

/**
 * Token counts a provider reported before a call failed (Anthropic's message_start carries
 * the input tokens; a usage event may have arrived before a cut). Undefined = not reported;
 * 0 = known to be nothing (the provider refused the request before processing it).
 */
export interface ReportedUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/** A provider failure phrased for the person in the chat. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'rate_limited' | 'unavailable' | 'timeout' | 'cancelled' | 'bad_response' | 'auth',
    /** What the provider had reported when the call failed, for the usage log. */
    readonly usage: ReportedUsage = {},
    /** A rate-limited provider's Retry-After, in seconds, passed on to the client. */
    readonly retryAfterSeconds?: number,
    /**
     * The provider refused the request as busy or failing (429, 529, 5xx) before writing
     * anything: the same request may succeed a moment later.
     */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
