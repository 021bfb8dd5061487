import type { ChatMessage, GenerateRequest, GenerationOptions } from '../../../shared/api/generation.ts';
import type { AppDeps } from '../../app-context.ts';
import type { ReferenceImage } from '../../db/schema/index.ts';
import type { ProviderMessage } from '../../lib/ai-provider.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import type { Emit } from '../../lib/sse.ts';
import {
  assertStorageRoom,
  confirmedWithSave,
  getPlanLimits,
  type PlanLimits,
  type Reservation,
  releaseMonthly,
  reserveMonthly,
  type UsageKind,
} from '../billing/index.ts';
import { type PlacedPhotos, placePhotos } from '../media/index.ts';
import { createPageWithFirstVersion } from '../pages/index.ts';
import {
  historyMessages,
  lastUserMessage,
  normaliseReferenceImages,
  refuseImagesWithoutVision,
  userTurn,
} from './build-messages.ts';
import type { JobDeadline } from './deadline.ts';
import { incompletePageError, retryingEvent } from './errors.ts';
import { extractHtml, extractTitle, isCompleteDocument } from './html/document.ts';
import { assertRoomForPages } from './page-room.ts';
import { buildGenerateSystemPrompt, variationInstruction } from './prompts/generate-prompt.ts';
import { prepareChatImage, prepareReferenceImages } from './reference-images.ts';
import { runModel } from './run-model.ts';

/** A generation request that passed its refusals: what every page made from it shares. */
export interface CheckedBrief {
  user: SessionUser;
  request: GenerateRequest;
  generationOptions: GenerationOptions;
  /** The brief: the last user message. */
  last: ChatMessage;
  history: ProviderMessage[];
  limits: PlanLimits;
  /** Reference images, re-encoded. */
  referenceImages: ReferenceImage[];
  /**
   * The month's room for every page, held before any provider call (ADR 022): each page's save
   * charges one unit, and the job releases what is left when it ends.
   */
  reservation: Reservation;
}

/**
 * Everything that can refuse a generation of `pages` pages (bad images, plan limits, the
 * month's allowance of `kind`) is checked before the stream starts, so it arrives as a plain
 * 4xx. The allowance is reserved, not charged: each page is charged with its own save. `holdMs`:
 * the longest the request can run (the reservation expires after it).
 */
export async function checkBrief(
  deps: AppDeps,
  input: {
    user: SessionUser;
    request: GenerateRequest;
    generationOptions: GenerationOptions;
    pages: number;
    kind: Extract<UsageKind, 'generate' | 'variation'>;
    holdMs: number;
  },
): Promise<CheckedBrief> {
  const { user, request, pages, kind } = input;
  const asked = lastUserMessage(request.messages);
  const sentImages = normaliseReferenceImages(request.referenceImages);
  refuseImagesWithoutVision(deps.config, sentImages.length + (asked.image ? 1 : 0));
  const limits = await getPlanLimits(deps, { userId: user.id });
  await assertRoomForPages(deps.db, user.id, pages, limits);
  const reservation = await reserveMonthly(deps, {
    userId: user.id,
    limits,
    amounts: { [kind]: pages },
    holdMs: input.holdMs,
  });
  // Re-encoding costs CPU, so it comes after the cheap refusals, and before the stream starts
  // so its own refusal (400 / 413) is a plain answer too (the room is then given back).
  let referenceImages: ReferenceImage[];
  let last: ChatMessage;
  try {
    referenceImages = await prepareReferenceImages(sentImages);
    // The chat's own image, decoded and re-encoded: the model and the stored chat get the copy.
    last = asked.image ? { ...asked, image: (await prepareChatImage(asked.image)).dataUrl } : asked;
    // Each page's chat keeps the copy: it counts against the plan's storage (docs/product.md, 'Storage').
    if (last.image) await assertStorageRoom(deps, { userId: user.id, adding: last.image.length * pages });
  } catch (error) {
    await releaseMonthly(deps, reservation);
    throw error;
  }
  return {
    user,
    request,
    generationOptions: input.generationOptions,
    last,
    history: historyMessages(request.messages, asked),
    limits,
    referenceImages,
    reservation,
  };
}

/**
 * One page from a checked brief: the model writes it, the brief's photos go into its image
 * slots, and it is saved with version 1 and its chat, charged from the brief's reservation in
 * the save's transaction (a page that fails costs nothing). Single generation makes one;
 * variations make N, each with its own angle (`variation`) and none streaming its text (N
 * interleaved streams are unreadable).
 */
export async function generateOnePage(
  deps: AppDeps,
  input: {
    brief: CheckedBrief;
    references: { urls: string[]; promptBlock: string };
    /** The brief's photos, stored once; called only once the model's page is complete. */
    photos: () => Promise<PlacedPhotos>;
    deadline: JobDeadline;
    requestId: string;
    emit: Emit;
    variation?: { index: number; total: number; group: string };
  },
) {
  const { brief, references, deadline, variation, emit } = input;
  const { user, last, limits, referenceImages, generationOptions } = brief;
  const kind = variation ? 'variation' : 'generate';
  const angle = variation ? `\n\n${variationInstruction(variation.index, variation.total)}` : '';
  const run = await runModel(deps, {
    provider: deps.ai.provider,
    userId: user.id,
    onText: variation ? () => {} : (content) => emit({ type: 'content', content }),
    deadline,
    onRetry: (notice) => emit(retryingEvent(notice)),
    context: { requestId: input.requestId, step: kind },
    call: {
      kind,
      system: buildGenerateSystemPrompt(generationOptions),
      messages: [
        ...brief.history,
        userTurn(`${last.content}${references.promptBlock}${angle}`, last.image, referenceImages),
      ],
      maxOutputTokens: limits.perRequestTokens[kind],
      signal: deadline.signal,
      intent: {
        type: 'generate',
        prompt: last.content,
        options: generationOptions,
        variationIndex: variation?.index,
        referenceSummary: references.promptBlock || undefined,
      },
    },
  });
  const made = extractHtml(run.text);
  if (!made || !isCompleteDocument(made)) throw incompletePageError();
  // "Use my photo in the hero": the reference photos go into the page's image slots.
  const placed = await input.photos();
  const html = placePhotos(made, last.content, placed);
  const { page } = await createPageWithFirstVersion(deps, {
    userId: user.id,
    title: extractTitle(html),
    prompt: last.content,
    html,
    referenceUrls: references.urls,
    referenceImages,
    variationGroup: variation?.group,
    commitMessage: variation ? `Variation ${variation.index + 1} of ${variation.total}` : undefined,
    maxLandingPages: limits.maxLandingPages,
    planName: limits.planName,
    withinSave: confirmedWithSave(brief.reservation, kind),
  });
  return { page, text: run.text, placed };
}
