import { randomUUID } from 'node:crypto';
import type { GenerateRequest, GenerationOptions, SavedPageRef } from '../../../shared/api/generation.ts';
import type { AppDeps } from '../../app-context.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { assertMonthlyRoom, chargedWithSave, getPlanLimits } from '../billing/index.ts';
import { placePhotos, storeReferencePhotos } from '../media/index.ts';
import { createPageWithFirstVersion } from '../pages/index.ts';
import {
  historyMessages,
  lastUserMessage,
  normaliseReferenceImages,
  refuseImagesWithoutVision,
  userTurn,
} from './build-messages.ts';
import { appendChat } from './chat-log.ts';
import type { JobDeadline } from './deadline.ts';
import { jobDeadline } from './deadline.ts';
import { errorEvent, incompletePageError, retryingEvent, userFacingMessage } from './errors.ts';
import type { GenerationJob } from './generation-job.ts';
import { extractHtml, extractTitle, isCompleteDocument } from './html/document.ts';
import { assertRoomForPages } from './page-room.ts';
import { buildGenerateSystemPrompt, variationInstruction } from './prompts/generate-prompt.ts';
import { readReferences } from './read-references.ts';
import { prepareReferenceImages } from './reference-images.ts';
import { runModel } from './run-model.ts';

/**
 * Variations: N pages from one description, generated in parallel (bounded), each with a
 * distinct layout and palette, sharing one variationGroup. Room for all N pages and N
 * monthly variations is required up front (checked, not charged).
 *
 * When some fail: each variation is its own page, saved whole (page and version 1 in one
 * transaction) or not at all. The ones that succeed are kept; variations_complete lists
 * them (totalCount = pages saved). A failed one is reported in the chat ('✗ Variation n
 * failed: reason'), saves nothing and is not charged (each variation's charge is part of its
 * save's transaction). Only when none
 * succeeds does the stream end in an error event.
 */
export async function prepareVariations(
  deps: AppDeps,
  options: {
    user: SessionUser;
    request: GenerateRequest;
    generationOptions: GenerationOptions;
    origin: string;
  },
): Promise<GenerationJob> {
  const { user, request, generationOptions, origin } = options;
  const total = generationOptions.variationCount;
  const last = lastUserMessage(request.messages);
  const sentImages = normaliseReferenceImages(request.referenceImages);
  refuseImagesWithoutVision(deps.config, sentImages.length + (last.image ? 1 : 0));
  const limits = await getPlanLimits(deps.db, user.id);
  await assertRoomForPages(deps.db, user.id, total, limits);
  await assertMonthlyRoom(deps.db, { userId: user.id, kind: 'variation', amount: total, limits });
  // After the cheap refusals, before the stream (see generate-page.ts); shared by every variation.
  const referenceImages = await prepareReferenceImages(sentImages);

  return {
    async run(emit, clientGone) {
      // Reading references has the job's limits; each variation then gets its own (below).
      const setup = jobDeadline(clientGone, deps.ai);
      const variationGroup = randomUUID();
      const requestId = randomUUID();
      const saved: (SavedPageRef & { index: number })[] = [];
      try {
        const references = await readReferences(deps, request.referenceUrls, setup.signal, emit);
        setup.dispose();
        emit({ type: 'content', content: `Creating ${total} variations of your page...\n\n` });
        // Photos the brief asks to show are stored once and placed in every variation.
        const placed = await storeReferencePhotos({
          db: deps.db,
          userId: user.id,
          origin,
          prompt: last.content,
          images: referenceImages,
        });
        if (placed.problem) emit({ type: 'content', content: `${placed.problem}\n` });
        const system = buildGenerateSystemPrompt(generationOptions);
        const history = historyMessages(request.messages, last);

        const makeOne = async (index: number, deadline: JobDeadline) => {
          const run = await runModel(deps, {
            provider: deps.ai.provider,
            userId: user.id,
            // Interleaved streams of several pages would be unreadable: report progress instead.
            onText: () => {},
            deadline,
            onRetry: (notice) => emit(retryingEvent(notice)),
            context: { requestId, step: 'variation' },
            call: {
              kind: 'variation',
              system,
              messages: [
                ...history,
                userTurn(
                  `${last.content}${references.promptBlock}\n\n${variationInstruction(index, total)}`,
                  last.image,
                  referenceImages,
                ),
              ],
              maxOutputTokens: limits.perRequestTokens.variation,
              signal: deadline.signal,
              intent: {
                type: 'generate',
                prompt: last.content,
                options: generationOptions,
                variationIndex: index,
                referenceSummary: references.promptBlock || undefined,
              },
            },
          });
          const made = extractHtml(run.text);
          if (!made || !isCompleteDocument(made)) throw incompletePageError();
          const html = placePhotos(made, last.content, placed);
          const { page } = await createPageWithFirstVersion(deps, {
            userId: user.id,
            title: extractTitle(html),
            prompt: last.content,
            html,
            referenceUrls: references.urls,
            referenceImages,
            variationGroup,
            commitMessage: `Variation ${index + 1} of ${total}`,
            maxLandingPages: limits.maxLandingPages,
            planName: limits.planName,
            // Each variation is charged with its own save: failed ones cost nothing.
            withinSave: chargedWithSave({ userId: user.id, kind: 'variation', amount: 1, limits }),
          });
          await appendChat(deps, page.id, [
            { role: 'user', content: last.content, image: last.image, messageId: last.id },
            { role: 'assistant', content: run.text },
          ]);
          saved.push({ id: page.id, title: page.title, index });
          emit({ type: 'content', content: `✓ Variation ${index + 1} ready: ${page.title}\n` });
        };

        const failures = await runBounded(total, deps.ai.variationConcurrency, async (index) => {
          // Its own limits, started when it starts: waiting for a free slot is not its time.
          const deadline = jobDeadline(clientGone, deps.ai);
          try {
            await makeOne(index, deadline);
            return null;
          } catch (error) {
            emit({
              type: 'content',
              content: `✗ Variation ${index + 1} failed: ${userFacingMessage(error)}\n`,
            });
            return error;
          } finally {
            deadline.dispose();
          }
        });
        if (saved.length === 0) {
          emit(errorEvent(failures.find((f) => f !== null)));
          return;
        }
        saved.sort((a, b) => a.index - b.index);
        emit({
          type: 'variations_complete',
          savedPages: saved.map(({ id, title }) => ({ id, title })),
          totalCount: saved.length,
          variationGroup,
        });
      } catch (error) {
        // Reading references failed before any variation started.
        emit(errorEvent(error));
      } finally {
        setup.dispose();
      }
    },
  };
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
