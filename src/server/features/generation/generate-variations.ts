import { randomUUID } from 'node:crypto';
import type { GenerateRequest, GenerationOptions, SavedPageRef } from '../../../shared/api/generation.ts';
import type { AppDeps } from '../../app-context.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import type { Emit } from '../../lib/sse.ts';
import { releaseMonthly } from '../billing/index.ts';
import { storeReferencePhotos } from '../media/index.ts';
import { appendChat } from './chat-log.ts';
import { type JobDeadline, jobDeadline, reservationHoldMs } from './deadline.ts';
import { errorEvent, userFacingMessage } from './errors.ts';
import { checkBrief, generateOnePage } from './generate-one-page.ts';
import type { GenerationJob } from './generation-job.ts';
import { readReferences } from './read-references.ts';

/**
 * Variations: N pages from one description, generated in parallel (bounded), each with a
 * distinct layout and palette, sharing one variationGroup. Room for all N pages is required up
 * front (checked), and N monthly variations are reserved before any provider call (ADR 022).
 *
 * When some fail: each variation is its own page, saved whole (page and version 1 in one
 * transaction) or not at all. The ones that succeed are kept; variations_complete lists
 * them (totalCount = pages saved). A failed one is reported in the chat ('✗ Variation n
 * failed: reason'), saves nothing and is not charged (each variation's charge takes one unit
 * of the reservation in its save's transaction; what is left is released when the job ends).
 * Only when none succeeds does the stream end in an error event.
 */
export async function prepareVariations(
  deps: AppDeps,
  input: {
    user: SessionUser;
    request: GenerateRequest;
    generationOptions: GenerationOptions;
    origin: string;
  },
): Promise<GenerationJob> {
  const { user, request, generationOptions, origin } = input;
  const total = generationOptions.variationCount;
  // Held for the whole request: reading references, then the variations in rounds of
  // variationConcurrency, each round ended by its own job limit at the latest.
  const rounds = Math.ceil(total / deps.ai.variationConcurrency);
  const brief = await checkBrief(deps, {
    user,
    request,
    generationOptions,
    pages: total,
    kind: 'variation',
    holdMs: reservationHoldMs(deps.ai, 1 + rounds),
  });
  const { last } = brief;

  return {
    async run(emit, clientGone) {
      // Reading references has the job's limits; each variation then gets its own (below).
      const setup = jobDeadline(clientGone, deps.ai);
      const group = randomUUID();
      const requestId = randomUUID();
      try {
        const references = await readReferences(deps, request.referenceUrls, setup.signal, emit);
        setup.dispose();
        emit({ type: 'content', content: `Creating ${total} variations of your page...\n\n` });
        // Photos the brief asks to show are stored once and placed in every variation.
        const placed = await storeReferencePhotos(deps, {
          userId: user.id,
          origin,
          prompt: last.content,
          images: brief.referenceImages,
        });
        if (placed.problem) emit({ type: 'content', content: `${placed.problem}\n` });

        await makeEachVariation(deps, {
          total,
          group,
          clientGone,
          emit,
          make: async (index, deadline) => {
            const { page, text } = await generateOnePage(deps, {
              brief,
              references,
              photos: async () => placed,
              deadline,
              requestId,
              emit,
              variation: { index, total, group },
            });
            await appendChat(deps, page.id, [
              { role: 'user', content: last.content, image: last.image, messageId: last.id },
              { role: 'assistant', content: text },
            ]);
            return { saved: { id: page.id, title: page.title } };
          },
        });
      } catch (error) {
        // Reading references failed before any variation started.
        emit(errorEvent(error));
      } finally {
        setup.dispose();
        await releaseMonthly(deps, brief.reservation);
      }
    },
  };
}

/**
 * Variations 0..total-1, made by `make` at most variationConcurrency at a time, each with its
 * own job limits (started when it starts: waiting for a free slot is not its time). Each is
 * reported in the chat ('✓ Variation n ready: title', with `note` under it, or '✗ Variation n
 * failed: reason'); the stream ends with `variations_complete` listing the pages saved, in
 * order, or with the first failure's error event when none was. Answers the pages saved.
 */
export async function makeEachVariation(
  deps: Pick<AppDeps, 'ai'>,
  input: {
    total: number;
    group: string;
    clientGone: AbortSignal;
    emit: Emit;
    make(index: number, deadline: JobDeadline): Promise<{ saved: SavedPageRef; note?: string }>;
  },
): Promise<SavedPageRef[]> {
  const { emit } = input;
  const saved: (SavedPageRef & { index: number })[] = [];
  const failures = await runBounded(input.total, deps.ai.variationConcurrency, async (index) => {
    const deadline = jobDeadline(input.clientGone, deps.ai);
    try {
      const made = await input.make(index, deadline);
      saved.push({ ...made.saved, index });
      emit({
        type: 'content',
        content: `✓ Variation ${index + 1} ready: ${made.saved.title}\n${made.note ? `  ${made.note}\n` : ''}`,
      });
      return null;
    } catch (error) {
      emit({ type: 'content', content: `✗ Variation ${index + 1} failed: ${userFacingMessage(error)}\n` });
      return error;
    } finally {
      deadline.dispose();
    }
  });
  if (saved.length === 0) {
    emit(errorEvent(failures.find((f) => f !== null)));
    return [];
  }
  saved.sort((a, b) => a.index - b.index);
  const pages = saved.map(({ id, title }) => ({ id, title }));
  emit({
    type: 'variations_complete',
    savedPages: pages,
    totalCount: pages.length,
    variationGroup: input.group,
  });
  return pages;
}

/** Runs task(0..count-1) with at most `limit` in flight; resolves with every result in order. */
async function runBounded<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
