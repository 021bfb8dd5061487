import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PageVariationsRequest } from '../../../shared/api/generation.ts';
import { VARIATION_ANGLES } from '../../../shared/variation-angles.ts';
import type { AppDeps } from '../../app-context.ts';
import { landingPages, pageVersions } from '../../db/schema/index.ts';
import { findOwnedPage } from '../../lib/page-ownership.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { confirmedWithSave, getPlanLimits, releaseMonthly, reserveMonthly } from '../billing/index.ts';
import { copyLeadSettings } from '../leads/index.ts';
import { assertBaseVersion, createPageWithFirstVersion } from '../pages/index.ts';
import { appendChat } from './chat-log.ts';
import { reservationHoldMs } from './deadline.ts';
import { errorEvent, incompletePageError, retryingEvent } from './errors.ts';
import { makeEachVariation } from './generate-variations.ts';
import type { GenerationJob } from './generation-job.ts';
import { extractHtml, isCompleteDocument } from './html/document.ts';
import { userEdits } from './html/user-edits.ts';
import { assertRoomForPages } from './page-room.ts';
import { buildVaryPrompt, VARY_SYSTEM_PROMPT } from './prompts/vary-prompt.ts';
import { runModel } from './run-model.ts';

/** "Sunrise Dental (proof-led pitch)": a variation of a variation names only its own angle. */
const PITCH_SUFFIX = /\s*\((?:offer|pain|proof|urgency|outcome)-led pitch\)$/;
export const variationTitle = (title: string, angle: string) =>
  `${title.replace(PITCH_SUFFIX, '')} (${angle} pitch)`.slice(0, 200);

/**
 * POST /api/landing-pages/{id}/variations: `count` challengers made from the page's live
 * version, not from its first prompt (docs/product.md, 'Variations of the page as it is now').
 * What the user wrote or placed since the page was generated (text that version 1 did not have,
 * images placed since) is kept word for word; what changes is the pitch, one angle of
 * VARIATION_ANGLES each: hero, benefit framing, section order, call-to-action wording. The same
 * request goes to either engine (the offline engine re-pitches the HTML; a model is given the
 * page and the list of what to keep). Each variation is saved as its own page in the page's
 * variation group, with the page's lead settings, charged as a variation with its save (ADR 022);
 * one that fails saves and costs nothing.
 */
export async function preparePageVariations(
  deps: AppDeps,
  input: { user: SessionUser; pageId: number; request: PageVariationsRequest },
): Promise<GenerationJob> {
  const { user, request } = input;
  const page = await findOwnedPage(deps.db, user.id, input.pageId);
  assertBaseVersion(page.currentVersionId, request.baseVersionId);
  const limits = await getPlanLimits(deps, { userId: user.id });
  await assertRoomForPages(deps.db, user.id, request.count, limits);
  const rounds = Math.ceil(request.count / deps.ai.variationConcurrency);
  const reservation = await reserveMonthly(deps, {
    userId: user.id,
    limits,
    amounts: { variation: request.count },
    holdMs: reservationHoldMs(deps.ai, rounds),
  });
  const [first] = await deps.db
    .select({ html: pageVersions.html })
    .from(pageVersions)
    .where(and(eq(pageVersions.landingPageId, page.id), eq(pageVersions.version, 1)))
    .limit(1);
  const html = page.generatedHtml;
  // A page whose first version is gone (pruned, imported) is all the user's: every passage is kept.
  const keep = userEdits(html, first?.html ?? '');
  const currentAngle = angleOfTitle(page.title);

  return {
    async run(emit, clientGone) {
      const group = page.variationGroup ?? randomUUID();
      const requestId = randomUUID();
      const angles = VARIATION_ANGLES.map((a, i) => ({ ...a, index: i }))
        .filter((a) => a.angle !== currentAngle && a.angle !== 'offer-led')
        .concat(currentAngle === 'offer-led' ? [] : [{ ...VARIATION_ANGLES[0], index: 0 }]);
      try {
        emit({
          type: 'content',
          content: `Making ${request.count === 1 ? 'a variation' : `${request.count} variations`} of “${page.title}” as it is now. ${
            keep.texts.length + keep.images.length > 0
              ? `Your own words (${keep.texts.length} passages) and images (${keep.images.length}) stay as they are.`
              : 'The page has no edits of yours yet: everything is re-pitched.'
          }\n\n`,
        });
        const made = await makeEachVariation(deps, {
          total: request.count,
          group,
          clientGone,
          emit,
          make: async (index, deadline) => {
            const angle = angles[index % angles.length]!;
            const run = await runModel(deps, {
              provider: deps.ai.provider,
              userId: user.id,
              onText: () => {},
              deadline,
              onRetry: (notice) => emit(retryingEvent(notice)),
              context: { pageId: page.id, requestId, step: 'variation' },
              call: {
                kind: 'variation',
                system: VARY_SYSTEM_PROMPT,
                messages: [
                  { role: 'user', content: buildVaryPrompt({ html, prompt: page.prompt, keep, angle }) },
                ],
                maxOutputTokens: limits.perRequestTokens.variation,
                signal: deadline.signal,
                intent: { type: 'vary', html, prompt: page.prompt, keep, angleIndex: angle.index },
              },
            });
            const madeHtml = extractHtml(run.text);
            if (!madeHtml || !isCompleteDocument(madeHtml)) throw incompletePageError();
            const title = variationTitle(page.title, angle.angle);
            const { page: created } = await createPageWithFirstVersion(deps, {
              userId: user.id,
              title,
              prompt: page.prompt,
              html: madeHtml,
              referenceUrls: page.referenceUrls,
              referenceImages: page.referenceImages,
              variationGroup: group,
              commitMessage: `Variation of “${page.title}” (${angle.angle} pitch)`,
              maxLandingPages: limits.maxLandingPages,
              planName: limits.planName,
              withinSave: confirmedWithSave(reservation, 'variation'),
            });
            await copyLeadSettings(deps, { userId: user.id, fromPageId: page.id, toPageId: created.id });
            await appendChat(deps, created.id, [
              {
                role: 'user',
                content: `Make a variation of “${page.title}” as it is now.`,
                messageId: randomUUID(),
              },
              { role: 'assistant', content: explanationOf(run.text) },
            ]);
            const lost = missingFrom(madeHtml, keep);
            return {
              saved: { id: created.id, title },
              note:
                lost.length > 0
                  ? `⚠ It did not keep ${lost.length} of your passages word for word (e.g. “${lost[0]}”): check it before you publish.`
                  : undefined,
            };
          },
        });
        // The page leads its group: variations of it, and of them, are compared with it.
        if (made.length > 0 && !page.variationGroup)
          await deps.db
            .update(landingPages)
            .set({ variationGroup: group })
            .where(eq(landingPages.id, page.id));
      } catch (error) {
        emit(errorEvent(error));
      } finally {
        await releaseMonthly(deps, reservation);
      }
    },
  };
}

function angleOfTitle(title: string): string | null {
  return title.match(/\(((?:offer|pain|proof|urgency|outcome)-led) pitch\)$/)?.[1] ?? null;
}

/** The model's words before its page: what the variation's chat shows. */
function explanationOf(text: string): string {
  const before = text.split('```')[0]?.trim() ?? '';
  return before || 'A variation of the page, re-pitched.';
}

/** Kept passages and images a model's copy lost (models copy imperfectly): the user is told. */
function missingFrom(html: string, keep: { texts: string[]; images: string[] }): string[] {
  const flat = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const decoded = flat
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
  const texts = keep.texts.filter((t) => !decoded.includes(t) && !flat.includes(t));
  const images = keep.images.filter((src) => !html.includes(src));
  return [...texts, ...images];
}
