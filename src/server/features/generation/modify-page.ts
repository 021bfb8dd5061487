import { randomUUID } from 'node:crypto';
import type { ModifyRequest } from '../../../shared/api/generation.ts';
import { composeEditReply, editExplanation } from '../../../shared/edit-reply.ts';
import type { AppDeps } from '../../app-context.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { assertStorageRoom, confirmedWithSave, confirmMonthly, releaseMonthly } from '../billing/index.ts';
import { addVersion, savedEditOf } from '../pages/index.ts';
import { historyMessages, lastUserMessage, refuseImagesWithoutVision } from './build-messages.ts';
import { appendChat } from './chat-log.ts';
import { jobDeadline } from './deadline.ts';
import { editHtml } from './edit-html.ts';
import { errorEvent, retryingEvent } from './errors.ts';
import type { GenerationJob } from './generation-job.ts';
import { openEdit } from './open-edit.ts';
import { prepareChatImage } from './reference-images.ts';

export const commitMessageFor = (instruction: string) => {
  const oneLine = instruction.replace(/\s+/g, ' ').trim();
  return `AI: ${oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine}`;
};

/**
 * POST /api/ai-chat-modify: an AI edit from the chat. The page must be the caller's (404
 * otherwise), made from its live version when the request names one (409 before the stream
 * otherwise). A chat turn ends as an AI edit (a new version) or as a chat question (an answer
 * that changes nothing), and which one only the model's answer tells, so room for both is
 * reserved before the model is asked (ADR 022): the plan's 403 when either allowance is used
 * up. Then the edit streams, and the result is saved as a new version, charged in the same
 * transaction; an answer without an edit is charged as a chat question once it is complete.
 * The unit not used is given back. A save that another got in ahead of meanwhile is refused
 * there too: an error event with the live version's id, and nothing charged.
 */
export async function prepareModification(
  deps: AppDeps,
  options: { user: SessionUser; request: ModifyRequest },
): Promise<GenerationJob> {
  const { user, request } = options;
  const last = lastUserMessage(request.messages);
  let image = null as Awaited<ReturnType<typeof prepareChatImage>> | null;
  const { page, limits, reservation } = await openEdit(deps, {
    user,
    pageId: request.landingPageId,
    baseVersionId: request.baseVersionId,
    amounts: { modify: 1, ask: 1 },
    check: async () => {
      refuseImagesWithoutVision(deps.config, last.image ? 1 : 0);
      // Decoded and re-encoded before any room is reserved: 415 / 413 as plain answers.
      image = last.image ? await prepareChatImage(last.image) : null;
      // The chat keeps the copy: it counts against the plan's storage (docs/product.md, 'Storage').
      if (image) await assertStorageRoom(deps, { userId: user.id, adding: image.dataUrl.length });
    },
  });
  // What the user is looking at is what they asked to change.
  const html = request.currentHtml.trim() !== '' ? request.currentHtml : page.generatedHtml;

  return {
    async run(emit, clientGone) {
      const deadline = jobDeadline(clientGone, deps.ai);
      try {
        const outcome = await editHtml(deps, {
          userId: user.id,
          html,
          instruction: last.content,
          image: image ? { type: 'image', data: image.data, mimeType: image.mimeType } : undefined,
          history: historyMessages(request.messages, last),
          limits,
          deadline,
          onRetry: (notice) => emit(retryingEvent(notice)),
          context: { pageId: page.id, requestId: randomUUID() },
          onText: (content) => emit({ type: 'content', content }),
        });
        // The chat keeps what the person saw (the web chat shows the same): the model's
        // explanation and a summary of the change, never its edit blocks. api_logs has the rest.
        const explanation = editExplanation(outcome.text);
        const asked = {
          role: 'user' as const,
          content: last.content,
          image: image?.dataUrl,
          messageId: last.id,
        };
        if (outcome.html === null) {
          // The model answered without an edit (a question, or an instruction it cannot do):
          // nothing saved, and the answer, now complete, is charged as a chat question.
          await deps.db.transaction((tx) => confirmMonthly({ db: tx }, reservation, 'ask'));
          await appendChat(deps, page.id, [
            asked,
            { role: 'assistant', content: composeEditReply(explanation, null) },
          ]);
          return;
        }
        const version = await addVersion(deps, {
          pageId: page.id,
          userId: user.id,
          html: outcome.html,
          commitMessage: commitMessageFor(last.content),
          maxVersions: limits.maxVersions,
          baseVersionId: request.baseVersionId,
          withinSave: confirmedWithSave(reservation, 'modify'),
        });
        const { generatedHtml, ...saved } = savedEditOf(html, version);
        const chat = await appendChat(deps, page.id, [
          asked,
          { role: 'assistant', content: composeEditReply(explanation, saved.summary) },
        ]);
        // The saved HTML (its Tailwind compiled), so the client shows what was stored, with the
        // saved edit and the chat entries: the client reads none of them again.
        emit({
          type: 'html_update',
          html: generatedHtml,
          savedPage: { id: page.id, title: page.title },
          versionId: version.id,
          saved,
          chat,
        });
      } catch (error) {
        emit(errorEvent(error));
      } finally {
        deadline.dispose();
        await releaseMonthly(deps, reservation);
      }
    },
  };
}
