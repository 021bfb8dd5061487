import type { AppDeps } from '../../app-context.ts';
import type { PlanLimits } from '../billing/index.ts';
import { incompletePageError } from './errors.ts';
import { extractHtml, isCompleteDocument } from './html/document.ts';
import { applyPatches, parsePatches } from './html/patches.ts';
import {
  currentPageMessage,
  FULL_DOCUMENT_SYSTEM_PROMPT,
  MODIFY_SYSTEM_PROMPT,
} from './prompts/modify-prompt.ts';
import type { ProviderContentPart, ProviderMessage } from './providers/types.ts';
import { runModel } from './run-model.ts';

export interface EditOutcome {
  /** The new page, or null when the model answered without changing anything. */
  html: string | null;
  /** Everything the model said (both attempts), as streamed. */
  text: string;
  /** The model's own summary of the change (text before its first edit block). */
  explanation: string;
}

const FALLBACK_NOTE =
  '\n\nThat quick edit did not match the page exactly, so I am rewriting the whole page instead...\n\n';

/**
 * One AI edit of a page. The model sees the page once (not once per chat turn) and answers
 * with search/replace blocks, applied exactly; when they do not apply, it is asked once more
 * for the whole document. Only a complete document is ever returned.
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
    signal: AbortSignal;
    onText: (text: string) => void;
  },
): Promise<EditOutcome> {
  const pageTurn = (): ProviderMessage => {
    const text = currentPageMessage(options.html, options.instruction, options.selectedElementHtml);
    return { role: 'user', content: options.image ? [options.image, { type: 'text', text }] : text };
  };
  const call = (system: string, fullDocument: boolean) => ({
    kind: 'modify' as const,
    system,
    messages: [...options.history, pageTurn()],
    maxOutputTokens: options.limits.perRequestTokens.modify,
    signal: options.signal,
    intent: {
      type: 'modify' as const,
      html: options.html,
      instruction: options.instruction,
      selectedElementHtml: options.selectedElementHtml,
      fullDocument,
    },
  });
  const model = { provider: deps.ai.provider, userId: options.userId, onText: options.onText };

  const first = await runModel(deps, { ...model, call: call(MODIFY_SYSTEM_PROMPT, false) });
  const explanation = summaryOf(first.text);
  const patches = parsePatches(first.text);
  if (patches.length > 0) {
    const applied = applyPatches(options.html, patches);
    if (applied.ok && isCompleteDocument(applied.html))
      return { html: applied.html, text: first.text, explanation };
  } else {
    const whole = extractHtml(first.text);
    if (whole === null) return { html: null, text: first.text, explanation };
    if (isCompleteDocument(whole)) return { html: whole, text: first.text, explanation };
  }

  options.onText(FALLBACK_NOTE);
  const second = await runModel(deps, { ...model, call: call(FULL_DOCUMENT_SYSTEM_PROMPT, true) });
  const html = extractHtml(second.text);
  if (!html || !isCompleteDocument(html)) throw incompletePageError();
  return {
    html,
    text: `${first.text}${FALLBACK_NOTE}${second.text}`,
    explanation: summaryOf(second.text) || explanation,
  };
}

function summaryOf(text: string): string {
  const cut = text.search(/<{5,9} ?SEARCH|```/);
  return (cut === -1 ? text : text.slice(0, cut)).trim().slice(0, 1000);
}
