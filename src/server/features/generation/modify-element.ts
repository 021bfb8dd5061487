import { randomUUID } from 'node:crypto';
import type { ElementModifyBody, ElementModifyResponse } from '../../../shared/api/pages.ts';
import type { AppDeps } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { confirmedWithSave, releaseMonthly } from '../billing/index.ts';
import { addVersion, savedEditOf } from '../pages/index.ts';
import { jobDeadline } from './deadline.ts';
import { editElement } from './edit-element.ts';
import { editHtml } from './edit-html.ts';
import { httpError } from './errors.ts';
import { commitMessageFor } from './modify-page.ts';
import { openEdit } from './open-edit.ts';

/**
 * POST /api/landing-pages/{id}/modify: an AI edit of one clicked element, answered as JSON.
 * The result is saved as a new version here, so the client must not save it again. An edit
 * made from a version that is no longer live is refused (409) before the model is asked, and
 * again at the save if another one got in meanwhile. One AI edit is reserved before the model
 * is asked (ADR 022), charged by the save, and given back otherwise (an answer that changes
 * nothing is a 422 here, not a chat question: nothing is charged). The opening is the chat
 * edit's (open-edit.ts); the answer is the saved page (src/shared/api/saved-edit.ts).
 */
export async function modifyElement(
  deps: AppDeps,
  options: { user: SessionUser; pageId: number; body: ElementModifyBody; clientGone: AbortSignal },
): Promise<ElementModifyResponse> {
  const { user, body } = options;
  const { page, limits, reservation } = await openEdit(deps, {
    user,
    pageId: options.pageId,
    baseVersionId: body.baseVersionId,
    amounts: { modify: 1 },
  });
  const html = body.currentHtml?.trim() ? body.currentHtml : page.generatedHtml;
  // No stream to keep alive here: the JSON answer waits for the whole edit, within the same limits.
  const deadline = jobDeadline(options.clientGone, deps.ai);
  try {
    const selected = body.selectedElement;
    const edit = {
      userId: user.id,
      html,
      instruction: body.prompt,
      history: [],
      selectedElementHtml: body.selectedElement?.outerHTML,
      limits,
      deadline,
      context: { pageId: page.id, requestId: randomUUID() },
      onText: () => {},
    };
    // With the element's path, only the element goes to the model (edit-element.ts); without
    // it there is nothing to find the element by, and the whole page is edited as before.
    const outcome = selected?.path
      ? await editElement(deps, {
          ...edit,
          element: {
            path: selected.path,
            tagName: selected.tagName,
            text: selected.textContent,
            outerHTML: selected.outerHTML,
          },
        })
      : await editHtml(deps, edit);
    if (outcome.html === null) {
      throw new AppError(422, outcome.explanation || 'The AI did not change the page.');
    }
    const version = await addVersion(deps, {
      pageId: page.id,
      userId: user.id,
      html: outcome.html,
      commitMessage: commitMessageFor(body.prompt),
      maxVersions: limits.maxVersions,
      baseVersionId: body.baseVersionId,
      withinSave: confirmedWithSave(reservation, 'modify'),
    });
    return {
      ...savedEditOf(html, version),
      changes: outcome.explanation || 'Applied the requested change.',
    };
  } catch (error) {
    throw httpError(error);
  } finally {
    deadline.dispose();
    await releaseMonthly(deps, reservation);
  }
}
