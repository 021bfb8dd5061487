import type { ApiCallStep } from '../../../shared/constants.ts';
import type { AppDeps } from '../../app-context.ts';
import type { AiProvider, FinishReason, ProviderCall, ProviderError } from '../../lib/ai-provider.ts';
import type { JobDeadline } from './deadline.ts';
import { fitToContext } from './fit-context.ts';
import { closeCutDocument, continuationTail, OVERLAP_WINDOW } from './html/continuation.ts';
import { extractHtml, isCompleteDocument } from './html/document.ts';
import { CONTINUE_INSTRUCTION } from './prompts/modify-prompt.ts';
import { toProviderError } from './providers/ai-sdk-provider.ts';
import { estimateInputTokens, estimateTextTokens } from './providers/token-estimate.ts';
import { type ApiCallRecord, logApiCall } from './usage-log.ts';

/** A cut-off page is continued at most this many more times before giving up. */
export const MAX_CONTINUATIONS = 3;

/** Tries of one provider call that is refused as busy (429, 529, 5xx) before its first token. */
export const MAX_ATTEMPTS = 3;

export interface ModelRun {
  text: string;
  finishReason: FinishReason;
  inputTokens: number;
  outputTokens: number;
  calls: number;
}

/** The provider is busy and the call will be tried again in `seconds`. */
export interface RetryNotice {
  seconds: number;
  /** The try that comes next (2 or 3). */
  attempt: number;
}

/** What the usage log needs beyond tokens: which page and request, and what the call was for. */
export interface CallContext {
  pageId?: number | null;
  /** Shared by every call one user request makes (continuations, repairs, retries). */
  requestId?: string;
  /** The first segment's step; later segments of a cut answer are logged as 'continuation'. */
  step?: ApiCallStep;
}

/**
 * Runs one provider call, streaming each text delta to `onText`. When the provider stops
 * at its token limit in the middle of a page, it is asked to continue (up to three more
 * segments), and the segments are joined without a re-opened fence or a repeated stretch.
 * A call refused as busy before its first token is tried again (at most three tries, waiting
 * what the provider's Retry-After asks, within the idle deadline); once output has begun it
 * never is, since a second answer would not join the first. Every call is logged with its
 * tokens and cost, failed calls included: with the usage the provider reported before failing,
 * or estimates.
 */
export async function runModel(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'> & { ai?: Pick<AppDeps['ai'], 'retryBaseMs'> },
  options: {
    provider: AiProvider;
    call: ProviderCall;
    userId: number;
    onText: (text: string) => void;
    /** The job's idle and total limits; each token restarts the idle period. */
    deadline?: JobDeadline;
    /** The provider was busy: the chat says so while the call waits for its next try. */
    onRetry?: (notice: RetryNotice) => void;
    context?: CallContext;
  },
): Promise<ModelRun> {
  const { provider, userId, onText, deadline, context = {} } = options;
  const call = options.call;
  const run: ModelRun = { text: '', finishReason: 'other', inputTokens: 0, outputTokens: 0, calls: 0 };
  let messages = call.messages;
  deadline?.touch();

  for (let segment = 0; segment <= MAX_CONTINUATIONS; segment++) {
    const step: ApiCallStep | undefined = segment > 0 ? 'continuation' : context.step;
    const segmentCall = fitToContext({ ...call, messages }, deps.config.AI_CONTEXT_TOKENS);
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const stream = provider.stream(segmentCall);
      run.calls++;
      let segmentText = '';
      // A continuation's start is held back until it can be told apart from a re-opened fence or
      // a repeat of the text before the cut (html/continuation.ts); then the rest streams as is.
      let held = segment > 0 ? '' : null;
      const release = () => {
        if (held === null) return;
        const tail = continuationTail(run.text, held);
        held = null;
        run.text += tail;
        if (tail) onText(tail);
      };
      const log = (entry: Omit<ApiCallRecord, 'userId' | 'provider' | 'kind' | 'model' | 'durationMs'>) =>
        logApiCall(deps, {
          userId,
          provider: provider.name,
          kind: call.kind,
          model: provider.model,
          durationMs: performance.now() - started,
          pageId: context.pageId,
          requestId: context.requestId,
          step,
          attempt,
          ...entry,
        });
      try {
        for (;;) {
          const next = await nextOrAbort(stream, call.signal);
          if (next.done) {
            release();
            const result = next.value;
            run.finishReason = result.finishReason;
            run.inputTokens += result.inputTokens;
            run.outputTokens += result.outputTokens;
            await log({
              inputTokens: result.inputTokens,
              outputTokens: result.outputTokens,
              cacheReadTokens: result.cacheReadTokens,
              cacheWriteTokens: result.cacheWriteTokens,
              success: true,
            });
            break;
          }
          deadline?.touch();
          segmentText += next.value;
          if (held !== null) {
            held += next.value;
            if (held.length >= OVERLAP_WINDOW) release();
            continue;
          }
          run.text += next.value;
          onText(next.value);
        }
        break;
      } catch (error) {
        const failure = toProviderError(error, call.signal);
        await log({
          // What the provider reported before failing (0 and 0 for a request it refused); else
          // estimates: the prompt that was sent, and the text streamed before the failure.
          inputTokens: failure.usage.inputTokens ?? estimateInputTokens(segmentCall),
          outputTokens: failure.usage.outputTokens ?? estimateTextTokens(segmentText),
          success: false,
          errorMessage: failure.message,
        });
        const waitMs = retryWait(failure, {
          attempt,
          streamed: segmentText,
          baseMs: deps.ai?.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
          idleLeftMs: deadline?.idleLeftMs(),
        });
        if (waitMs === null) throw failure;
        options.onRetry?.({ seconds: Math.max(1, Math.round(waitMs / 1000)), attempt: attempt + 1 });
        await sleep(waitMs, call.signal).catch(() => {
          throw toProviderError(call.signal.reason, call.signal);
        });
      }
    }
    if (run.finishReason !== 'length' || !needsContinuation(run.text)) break;
    if (segment === MAX_CONTINUATIONS) {
      closeAfterLastSegment(run, onText);
      break;
    }
    messages = [
      ...call.messages,
      { role: 'assistant', content: run.text },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ];
  }
  return run;
}

const DEFAULT_RETRY_BASE_MS = 1000;

/**
 * How long to wait before trying a failed call again, or null when it must not be: only a
 * refusal as busy or failing (429, 529, 5xx) that arrived before any text, at most
 * MAX_ATTEMPTS tries, and only when the wait (the provider's Retry-After, else a doubling
 * backoff with jitter) ends well before the idle deadline would.
 */
export function retryWait(
  failure: ProviderError,
  state: { attempt: number; streamed: string; baseMs: number; idleLeftMs?: number },
): number | null {
  if (!failure.retryable || state.streamed !== '' || state.attempt >= MAX_ATTEMPTS) return null;
  const backoff = state.baseMs * 2 ** (state.attempt - 1) * (0.8 + Math.random() * 0.4);
  const waitMs = failure.retryAfterSeconds !== undefined ? failure.retryAfterSeconds * 1000 : backoff;
  // The next try needs time to answer too: a wait that leaves less than a quarter of the idle
  // period would only turn a clear "busy" into a vaguer time-out.
  const idleLeft = state.idleLeftMs ?? 30_000;
  return waitMs <= idleLeft * 0.75 ? Math.round(waitMs) : null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The last allowed segment still ends before `</html>`: when it stopped between finished
 * elements, the closing tags are added (and the fence closed), so the page is saved whole;
 * otherwise the answer stays as it is and is refused as incomplete.
 */
function closeAfterLastSegment(run: ModelRun, onText: (text: string) => void): void {
  const html = extractHtml(run.text);
  const closed = html ? closeCutDocument(html) : null;
  if (!html || !closed || closed === html) return;
  const fenceOpen = (run.text.match(/^\s*```/gm)?.length ?? 0) % 2 === 1;
  const suffix = `${closed.slice(html.length)}${fenceOpen ? '\n```' : ''}`;
  run.text = `${run.text.trimEnd()}${suffix}`;
  onText(suffix);
}

/**
 * The stream's next piece, or the abort (time-out, client gone) as soon as it fires: a provider
 * stream that ignores its signal (a socket that never answers, a stream created after the
 * signal fired) must not hold the request open past its deadline.
 */
async function nextOrAbort<T, R>(
  stream: AsyncGenerator<T, R>,
  signal: AbortSignal | undefined,
): Promise<IteratorResult<T, R>> {
  if (!signal) return stream.next();
  if (signal.aborted) throw signal.reason;
  let onAbort: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The provider usually ends its own stream on abort, with the usage it had reported; only
  // one that does not within the grace period is cut off here.
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      timer = setTimeout(() => reject(signal.reason), ABORT_GRACE_MS);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([stream.next(), aborted]);
  } catch (error) {
    // Let the provider release its connection, without waiting for a stream that may never end.
    if (signal.aborted) void stream.return?.(undefined as R).catch(() => {});
    throw error;
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    clearTimeout(timer);
  }
}

/** How long a provider stream gets to end itself after its signal fired. */
const ABORT_GRACE_MS = 1_000;

/** A cut answer needs more only while the page in it is unfinished. */
function needsContinuation(text: string): boolean {
  const html = extractHtml(text);
  return html === null ? true : !isCompleteDocument(html);
}
