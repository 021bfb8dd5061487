import { randomUUID } from 'node:crypto';
import type { ElementModifyBody } from '../../../shared/api/pages.ts';
import type { AppDeps } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { findOwnedPage } from '../../lib/page-ownership.ts';
import type { SessionUser } from '../../lib/sessions.ts';
import { confirmedWithSave, getPlanLimits, releaseMonthly, reserveMonthly } from '../billing/index.ts';
import { addVersion, assertBaseVersion } from '../pages/index.ts';
import { jobDeadline, reservationHoldMs } from './deadline.ts';
import { editElement } from './edit-element.ts';
import { editHtml } from './edit-html.ts';
import { httpError } from './errors.ts';
import { commitMessageFor } from './modify-page.ts';

/**
 * POST /api/landing-pages/{id}/modify: an AI edit of one clicked element, answered as JSON.
 * The result is saved as a new version here, so the client must not save it again. An edit
 * made from a version that is no longer live is refused (409) before the model is asked, and
 * again at the save if another one got in meanwhile. One AI edit is reserved before the model
 * is asked (ADR 022), charged by the save, and given back otherwise (an answer that changes
 * nothing is a 422 here, not a chat question: nothing is charged).
 */
export async function modifyElement(
  deps: AppDeps,
  options: { user: SessionUser; pageId: number; body: ElementModifyBody; clientGone: AbortSignal },
): Promise<{ generatedHtml: string; changes: string; version: { id: number; version: number } }> {
  const { user, body } = options;
  const page = await findOwnedPage(deps.db, user.id, options.pageId);
  assertBaseVersion(page.currentVersionId, body.baseVersionId);
  const limits = await getPlanLimits(deps, { userId: user.id });
  const reservation = await reserveMonthly(deps, {
    userId: user.id,
    limits,
    amounts: { modify: 1 },
    holdMs: reservationHoldMs(deps.ai),
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
      generatedHtml: version.html,
      changes: outcome.explanation || 'Applied the requested change.',
      version: { id: version.id, version: version.version },
    };
  } catch (error) {
    throw httpError(error);
  } finally {
    deadline.dispose();
    await releaseMonthly(deps, reservation);
  }
}
