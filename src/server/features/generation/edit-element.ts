import type { AppDeps } from '../../app-context.ts';
import { type EditOutcome, editHtml } from './edit-html.ts';
import { isCompleteDocument } from './html/document.ts';
import {
  extractFencedHtml,
  isSingleElement,
  locateElement,
  maskAssets,
  needsWholePage,
  spliceElement,
  styleSummary,
} from './html/element-source.ts';
import { ELEMENT_SYSTEM_PROMPT, elementMessage } from './prompts/element-prompt.ts';
import { runModel } from './run-model.ts';

/** The clicked element, as the preview reported it (selectedElementSchema). */
export interface ClickedElement {
  path: string;
  tagName: string;
  /** Its textContent in the preview; when given, the element found must have this text. */
  text?: string;
  outerHTML: string;
}

/**
 * Whatever the whole-page edit takes (the job's limits and log context among them), so the
 * route passes one set of options either way; plus the element.
 */
export type EditElementOptions = Omit<
  Parameters<typeof editHtml>[1],
  'history' | 'selectedElementHtml' | 'image' | 'onText'
> & {
  element: ClickedElement;
  onText?: (text: string) => void;
};

/** The whole-page edit's outcome fields; its `path` (how patches applied) is not one of them. */
export type ElementEditOutcome = Omit<EditOutcome, 'path'> & {
  /** 'element': only the element went to the model; 'page': the whole-page edit ran. */
  scope: 'element' | 'page';
};

const FALLBACK_NOTE =
  '\n\nThat answer was not one element I could put back in its place, so I am making the change on the whole page instead...\n\n';

/**
 * An AI edit of one clicked element. The model gets the element (data: images and a compiled
 * stylesheet masked) and the page CSS that concerns it, a few KB instead of the whole page,
 * and its replacement element is spliced in by offsets, every other byte of the page kept.
 * Instructions about the whole page, an element that cannot be found in the saved page, and
 * an answer that is not exactly one element go to the whole-page edit (once).
 */
export async function editElement(deps: AppDeps, options: EditElementOptions): Promise<ElementEditOutcome> {
  const { element, onText = () => {}, ...shared } = options;
  const wholePage = async (before = ''): Promise<ElementEditOutcome> => {
    const outcome = await editHtml(deps, {
      ...shared,
      history: [],
      selectedElementHtml: element.outerHTML,
      onText,
    });
    return { ...outcome, text: before + outcome.text, scope: 'page' };
  };

  if (needsWholePage(options.instruction)) return wholePage();
  const range = locateElement(options.html, {
    path: element.path,
    tagName: element.tagName,
    text: element.text,
  });
  if (!range) return wholePage();

  const source = options.html.slice(range.start, range.end);
  const { masked, restore } = maskAssets(source);
  const run = await runModel(deps, {
    provider: deps.ai.provider,
    userId: options.userId,
    onText,
    deadline: options.deadline,
    onRetry: options.onRetry,
    context: { ...options.context, step: 'element' },
    call: {
      kind: 'modify',
      system: ELEMENT_SYSTEM_PROMPT,
      messages: [
        {
          role: 'user',
          content: elementMessage(masked, styleSummary(options.html, source), options.instruction),
        },
      ],
      maxOutputTokens: options.limits.perRequestTokens.modify,
      signal: options.deadline.signal,
      // The offline engine reads this, not the prompt: it edits the element as its whole
      // "page" and, with fullDocument, answers with all of it in a fenced block, as asked here.
      intent: {
        type: 'modify',
        html: masked,
        instruction: options.instruction,
        selectedElementHtml: masked,
        fullDocument: true,
      },
    },
  });

  const answer = extractFencedHtml(run.text);
  const replacement = answer === null ? null : restore(answer);
  if (replacement !== null && isSingleElement(replacement)) {
    const html = spliceElement(options.html, range, replacement);
    // A complete page stays complete (an element cannot end it early); anything else is refused.
    if (!isCompleteDocument(options.html) || isCompleteDocument(html)) {
      return {
        html: html === options.html ? null : html,
        text: run.text,
        explanation: summaryOf(run.text),
        scope: 'element',
      };
    }
  }
  onText(FALLBACK_NOTE);
  return wholePage(`${run.text}${FALLBACK_NOTE}`);
}

/** The model's sentence before its html block. */
function summaryOf(text: string): string {
  const cut = text.indexOf('```');
  return (cut === -1 ? text : text.slice(0, cut)).trim().slice(0, 1000);
}
