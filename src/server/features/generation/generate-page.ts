import { randomUUID } from 'node:crypto';
import { DEFAULT_GENERATION_OPTIONS, type GenerateRequest } from '../../../shared/api/generation.ts';
import type { AppDeps } from '../../app-context.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { assertMonthlyRoom, chargedWithSave, getPlanLimits, type MonthlyCharge } from '../billing/index.ts';
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
import { jobDeadline } from './deadline.ts';
import { errorEvent, incompletePageError, retryingEvent } from './errors.ts';
import { prepareVariations } from './generate-variations.ts';
import type { GenerationJob } from './generation-job.ts';
import { extractHtml, extractTitle, isCompleteDocument } from './html/document.ts';
import { assertRoomForPages } from './page-room.ts';
import { buildGenerateSystemPrompt } from './prompts/generate-prompt.ts';
import { readReferences } from './read-references.ts';
import { prepareReferenceImages } from './reference-images.ts';
import { runModel } from './run-model.ts';

/**
 * POST /api/ai-chat-generate. Everything that can be refused (bad images, plan limits,
 * monthly quota) is checked before the stream starts, so it arrives as a plain 4xx; the
 * returned job then streams the page and saves it with version 1, charging the month's
 * allowance in the same transaction.
 */
export async function prepareGeneration(
  deps: AppDeps,
  /** `origin`: this app's public origin, for the absolute URLs of photos placed on the page. */
  options: { user: SessionUser; request: GenerateRequest; origin: string },
): Promise<GenerationJob> {
  const { user, request, origin } = options;
  const generationOptions = request.generationOptions ?? DEFAULT_GENERATION_OPTIONS;
  if (generationOptions.generateVariations)
    return prepareVariations(deps, { user, request, generationOptions, origin });

  const last = lastUserMessage(request.messages);
  const sentImages = normaliseReferenceImages(request.referenceImages);
  refuseImagesWithoutVision(deps.config, sentImages.length + (last.image ? 1 : 0));
  const limits = await getPlanLimits(deps.db, user.id);
  await assertRoomForPages(deps.db, user.id, 1, limits);
  const charge: MonthlyCharge = { userId: user.id, kind: 'generate', amount: 1, limits };
  await assertMonthlyRoom(deps.db, charge);
  // Re-encoding costs CPU, so it comes after the cheap refusals, and before the stream starts
  // so its own refusal (400 / 413) is a plain answer too.
  const referenceImages = await prepareReferenceImages(sentImages);

  return {
    async run(emit, clientGone) {
      const deadline = jobDeadline(clientGone, deps.ai);
      const signal = deadline.signal;
      try {
        const references = await readReferences(deps, request.referenceUrls, signal, emit);
        const run = await runModel(deps, {
          provider: deps.ai.provider,
          userId: user.id,
          onText: (content) => emit({ type: 'content', content }),
          deadline,
          onRetry: (notice) => emit(retryingEvent(notice)),
          context: { requestId: randomUUID(), step: 'generate' },
          call: {
            kind: 'generate',
            system: buildGenerateSystemPrompt(generationOptions),
            messages: [
              ...historyMessages(request.messages, last),
              userTurn(`${last.content}${references.promptBlock}`, last.image, referenceImages),
            ],
            maxOutputTokens: limits.perRequestTokens.generate,
            signal,
            intent: {
              type: 'generate',
              prompt: last.content,
              options: generationOptions,
              referenceSummary: references.promptBlock || undefined,
            },
          },
        });
        const made = extractHtml(run.text);
        if (!made || !isCompleteDocument(made)) throw incompletePageError();
        // "Use my photo in the hero": the reference photos go into the page's image slots.
        const placed = await storeReferencePhotos({
          db: deps.db,
          userId: user.id,
          origin,
          prompt: last.content,
          images: referenceImages,
        });
        const html = placePhotos(made, last.content, placed);
        const { page } = await createPageWithFirstVersion(deps, {
          userId: user.id,
          title: extractTitle(html),
          prompt: last.content,
          html,
          referenceUrls: references.urls,
          referenceImages,
          maxLandingPages: limits.maxLandingPages,
          planName: limits.planName,
          // Charged with the save: nothing to give back when anything before it fails.
          withinSave: chargedWithSave(charge),
        });
        await appendChat(deps, page.id, [
          { role: 'user', content: last.content, image: last.image, messageId: last.id },
          { role: 'assistant', content: placed.problem ? `${run.text}\n\n${placed.problem}` : run.text },
        ]);
        if (placed.problem) emit({ type: 'content', content: `\n\n${placed.problem}` });
        emit({
          type: 'html_update',
          html: page.generatedHtml,
          savedPage: { id: page.id, title: page.title },
        });
      } catch (error) {
        emit(errorEvent(error));
      } finally {
        deadline.dispose();
      }
    },
  };
}
