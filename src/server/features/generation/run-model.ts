import type { AppDeps } from '../../app-context.ts';
import { closeCutDocument, continuationTail, OVERLAP_WINDOW } from './html/continuation.ts';
import { extractHtml, isCompleteDocument } from './html/document.ts';
import { CONTINUE_INSTRUCTION } from './prompts/modify-prompt.ts';
import { toProviderError } from './providers/ai-sdk-provider.ts';
import { estimateInputTokens, estimateTextTokens } from './providers/token-estimate.ts';
import type { AiProvider, FinishReason, ProviderCall } from './providers/types.ts';
import { logApiCall } from './usage-log.ts';

/** A cut-off page is continued at most this many more times before giving up. */
export const MAX_CONTINUATIONS = 3;

export interface ModelRun {
  text: string;
  finishReason: FinishReason;
  inputTokens: number;
  outputTokens: number;
  calls: number;
}

/**
 * Runs one provider call, streaming each text delta to `onText`. When the provider stops
 * at its token limit in the middle of a page, it is asked to continue (up to three more
 * segments), and the segments are joined without a re-opened fence or a repeated stretch. Every call is logged with its tokens and cost,
 * failed calls included: with the usage the provider reported before failing, or estimates.
 */
export async function runModel(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  options: { provider: AiProvider; call: ProviderCall; userId: number; onText: (text: string) => void },
): Promise<ModelRun> {
  const { provider, call, userId, onText } = options;
  const run: ModelRun = { text: '', finishReason: 'other', inputTokens: 0, outputTokens: 0, calls: 0 };
  let messages = call.messages;

  for (let segment = 0; segment <= MAX_CONTINUATIONS; segment++) {
    const started = performance.now();
    const stream = provider.stream({ ...call, messages });
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
    try {
      for (;;) {
        const next = await nextOrAbort(stream, call.signal);
        if (next.done) {
          release();
          const result = next.value;
          run.finishReason = result.finishReason;
          run.inputTokens += result.inputTokens;
          run.outputTokens += result.outputTokens;
          await logApiCall(deps, {
            userId,
            provider: provider.name,
            kind: call.kind,
            model: provider.model,
            inputTokens: result.inputTokens,
            outputTokens: result.outputTokens,
            success: true,
            durationMs: performance.now() - started,
          });
          break;
        }
        segmentText += next.value;
        if (held !== null) {
          held += next.value;
          if (held.length >= OVERLAP_WINDOW) release();
          continue;
        }
        run.text += next.value;
        onText(next.value);
      }
    } catch (error) {
      const failure = toProviderError(error, call.signal);
      await logApiCall(deps, {
        userId,
        provider: provider.name,
        kind: call.kind,
        model: provider.model,
        // What the provider reported before failing (0 and 0 for a request it refused); else
        // estimates: the prompt that was sent, and the text streamed before the failure.
        inputTokens: failure.usage.inputTokens ?? estimateInputTokens({ system: call.system, messages }),
        outputTokens: failure.usage.outputTokens ?? estimateTextTokens(segmentText),
        success: false,
        errorMessage: failure.message,
        durationMs: performance.now() - started,
      });
      throw failure;
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
