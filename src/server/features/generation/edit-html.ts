import type { ApiCallStep } from '../../../shared/constants.ts';
import { FALLBACK_NOTE, REPAIR_NOTE } from '../../../shared/edit-reply.ts';
import type { AppDeps } from '../../app-context.ts';
import type { ProviderCall, ProviderContentPart, ProviderMessage } from '../../lib/ai-provider.ts';
import { parsePatches } from '../../lib/patches.ts';
import type { PlanLimits } from '../billing/index.ts';
import type { JobDeadline } from './deadline.ts';
import { incompletePageError } from './errors.ts';
import { extractHtml, isCompleteDocument } from './html/document.ts';
import { applyPatchesTolerant, type TolerantOutcome } from './html/patch-repair.ts';
import {
  changeRequest,
  currentPageParts,
  FULL_DOCUMENT_SYSTEM_PROMPT,
  MODIFY_SYSTEM_PROMPT,
  PAGE_READ_ACKNOWLEDGEMENT,
  repairMessage,
} from './prompts/modify-prompt.ts';
import { type RetryNotice, runModel } from './run-model.ts';

/**
 * How the edit reached the page, cheapest first: every block matched exactly; some only once
 * whitespace and entities were normalised; some only after a second call for the failed
 * blocks; or the whole document was rewritten. 'whole' is a model that answered with a whole
 * page by itself (a change to most of the page), 'none' an answer without an edit.
 */
export type EditPath = 'exact' | 'normalised' | 'repaired' | 'rewritten' | 'whole' | 'none';

export interface EditOutcome {
  /** The new page, or null when the model answered without changing anything. */
  html: string | null;
  /** Everything the model said (every call), as streamed. */
  text: string;
  /** The model's own summary of the change (text before its first edit block). */
  explanation: string;
  path: EditPath;
}

/**
 * One AI edit of a page. The model sees the page once (not once per chat turn), first in the
 * conversation and marked for the provider's cache, and answers with search/replace blocks.
 * They are applied by a ladder that stops at the first step that works, each step logged:
 *   1. exact matches, then whitespace- and entity-normalised ones (html/patch-repair.ts);
 *   2. one more call asking only for the blocks that still failed, quoting the page's nearest
 *      real text for each;
 *   3. the whole document, last - about eight times the tokens of a patch.
 * Only a complete document is ever returned.
 */
export async function editHtml(
  deps: AppDeps,
  options: {
    userId: number;
    html: string;
    instruction: string;
    image?: ProviderContentPart;
    history: ProviderMessage[];
    selectedElementHtml?: string;
    limits: PlanLimits;
    /** The job's limits; its signal ends every call of the edit. */
    deadline: JobDeadline;
    onRetry?: (notice: RetryNotice) => void;
    /** The page and request the usage log files the calls under. */
    context: { pageId: number; requestId: string };
    onText: (text: string) => void;
  },
): Promise<EditOutcome> {
  const request = changeRequest(options.instruction, options.selectedElementHtml);
  const conversation: ProviderMessage[] = [
    {
      role: 'user',
      content: currentPageParts(options.html).map((text) => ({ type: 'text' as const, text, cache: true })),
    },
    { role: 'assistant', content: PAGE_READ_ACKNOWLEDGEMENT },
    ...options.history,
    {
      role: 'user',
      content: options.image ? [options.image, { type: 'text', text: request }] : request,
    },
  ];
  const call = (system: string, fullDocument: boolean, messages = conversation): ProviderCall => ({
    kind: 'modify',
    system,
    messages,
    maxOutputTokens: options.limits.perRequestTokens.modify,
    signal: options.deadline.signal,
    intent: {
      type: 'modify',
      html: options.html,
      instruction: options.instruction,
      selectedElementHtml: options.selectedElementHtml,
      fullDocument,
    },
  });
  const model = (step: ApiCallStep) => ({
    provider: deps.ai.provider,
    userId: options.userId,
    onText: options.onText,
    deadline: options.deadline,
    onRetry: options.onRetry,
    context: { ...options.context, step },
  });
  const logStep = (step: string, detail: Record<string, unknown> = {}) =>
    deps.logger.info('ai edit step', {
      pageId: options.context.pageId,
      requestId: options.context.requestId,
      step,
      ...detail,
    });

  const first = await runModel(deps, { ...model('patch'), call: call(MODIFY_SYSTEM_PROMPT, false) });
  const explanation = summaryOf(first.text);
  let text = first.text;
  const patches = parsePatches(first.text);
  if (patches.length === 0) {
    const whole = extractHtml(first.text);
    if (whole === null) return { html: null, text, explanation, path: 'none' };
    if (isCompleteDocument(whole)) {
      logStep('whole');
      return { html: whole, text, explanation, path: 'whole' };
    }
  } else {
    const applied = applyPatchesTolerant(options.html, patches);
    logStep('patch', counts(applied));
    if (applied.failed.length === 0 && isCompleteDocument(applied.html)) {
      const normalised = applied.results.some((result) => result.status === 'normalised');
      return { html: applied.html, text, explanation, path: normalised ? 'normalised' : 'exact' };
    }
    if (applied.failed.length > 0) {
      options.onText(REPAIR_NOTE);
      const repair = await runModel(deps, {
        ...model('repair'),
        call: call(MODIFY_SYSTEM_PROMPT, false, [
          ...conversation,
          { role: 'assistant', content: first.text },
          { role: 'user', content: repairMessage(applied.failed) },
        ]),
      });
      text = `${text}${REPAIR_NOTE}${repair.text}`;
      const fixes = parsePatches(repair.text);
      const repaired = fixes.length > 0 ? applyPatchesTolerant(applied.html, fixes) : null;
      logStep('repair', repaired ? counts(repaired) : { blocks: 0 });
      if (repaired && repaired.failed.length === 0 && isCompleteDocument(repaired.html)) {
        return { html: repaired.html, text, explanation, path: 'repaired' };
      }
    }
  }

  options.onText(FALLBACK_NOTE);
  logStep('fallback');
  const second = await runModel(deps, {
    ...model('fallback'),
    call: call(FULL_DOCUMENT_SYSTEM_PROMPT, true),
  });
  const html = extractHtml(second.text);
  if (!html || !isCompleteDocument(html)) throw incompletePageError();
  return {
    html,
    text: `${text}${FALLBACK_NOTE}${second.text}`,
    explanation: summaryOf(second.text) || explanation,
    path: 'rewritten',
  };
}

function counts(outcome: TolerantOutcome) {
  const tally = { exact: 0, normalised: 0, failed: 0 };
  for (const result of outcome.results) tally[result.status]++;
  return tally;
}

function summaryOf(text: string): string {
  const cut = text.search(/<{5,9} ?SEARCH|```/);
  return (cut === -1 ? text : text.slice(0, cut)).trim().slice(0, 1000);
}
