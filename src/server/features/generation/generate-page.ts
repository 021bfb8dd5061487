import { randomUUID } from 'node:crypto';
import { DEFAULT_GENERATION_OPTIONS, type GenerateRequest } from '../../../shared/api/generation.ts';
import type { AppDeps } from '../../app-context.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { releaseMonthly } from '../billing/index.ts';
import { storeReferencePhotos } from '../media/index.ts';
import { appendChat } from './chat-log.ts';
import { jobDeadline, reservationHoldMs } from './deadline.ts';
import { errorEvent } from './errors.ts';
import { checkBrief, generateOnePage } from './generate-one-page.ts';
import { prepareVariations } from './generate-variations.ts';
import type { GenerationJob } from './generation-job.ts';
import { readReferences } from './read-references.ts';

/**
 * POST /api/ai-chat-generate. Everything that can be refused is checked before the stream
 * starts (checkBrief, which also reserves the month's room), so it arrives as a plain 4xx; the
 * returned job then streams the page and saves it with version 1, charging the reserved room in
 * the same transaction, and gives the room back when the page is not saved.
 */
export async function prepareGeneration(
  deps: AppDeps,
  /** `origin`: this app's public origin, for the absolute URLs of photos placed on the page. */
  input: { user: SessionUser; request: GenerateRequest; origin: string },
): Promise<GenerationJob> {
  const { user, request, origin } = input;
  const generationOptions = request.generationOptions ?? DEFAULT_GENERATION_OPTIONS;
  if (generationOptions.generateVariations)
    return prepareVariations(deps, { user, request, generationOptions, origin });
  const brief = await checkBrief(deps, {
    user,
    request,
    generationOptions,
    pages: 1,
    kind: 'generate',
    holdMs: reservationHoldMs(deps.ai),
  });
  const { last } = brief;

  return {
    async run(emit, clientGone) {
      const deadline = jobDeadline(clientGone, deps.ai);
      try {
        const references = await readReferences(deps, request.referenceUrls, deadline.signal, emit);
        const { page, text, placed } = await generateOnePage(deps, {
          brief,
          references,
          // Stored only once the page is complete: a failed generation leaves no photos behind.
          photos: () =>
            storeReferencePhotos(deps, {
              userId: user.id,
              origin,
              prompt: last.content,
              images: brief.referenceImages,
            }),
          deadline,
          requestId: randomUUID(),
          emit,
        });
        await appendChat(deps, page.id, [
          { role: 'user', content: last.content, image: last.image, messageId: last.id },
          { role: 'assistant', content: placed.problem ? `${text}\n\n${placed.problem}` : text },
        ]);
        if (placed.problem) emit({ type: 'content', content: `\n\n${placed.problem}` });
        emit({
          type: 'html_update',
          html: page.generatedHtml,
          savedPage: { id: page.id, title: page.title },
          ...(page.currentVersionId !== null && { versionId: page.currentVersionId }),
        });
      } catch (error) {
        emit(errorEvent(error));
      } finally {
        deadline.dispose();
        await releaseMonthly(deps, brief.reservation);
      }
    },
  };
}
