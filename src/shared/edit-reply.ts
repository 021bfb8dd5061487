/**
 * An AI chat edit as a person reads it. The model's answer is a sentence or two of
 * explanation, then search/replace blocks or a fenced whole page, and the server may add a
 * note while it repairs or rewrites (generation/edit-html.ts). None of that code is for
 * people: the chat shows the explanation and a summary line of the change
 * (edit-summary.ts), and the stored chat keeps exactly that.
 */
import { EDIT_SUMMARY_LINE } from './edit-summary.ts';

/** The server's word while it asks the model again for the blocks that did not match. */
export const REPAIR_NOTE =
  '\n\nA few of those edits did not match the page exactly, so I am asking the AI to correct just those...\n\n';
/** The server's word while it asks the model for the whole page instead. */
export const FALLBACK_NOTE =
  '\n\nThat quick edit did not match the page exactly, so I am rewriting the whole page instead...\n\n';

/** What the chat says of a reply that changed nothing and explained nothing. */
export const NO_CHANGE_REPLY = 'The AI answered without changing the page.';

const BLOCK_START = '<{5,9} ?SEARCH';
const NOTES = [REPAIR_NOTE, FALLBACK_NOTE].map((note) => escapeRegExp(note.trim().slice(0, 40)));
/** Where the code starts: a search/replace block, any fence, or one of the server's notes. */
const CODE_START = new RegExp([BLOCK_START, '```', ...NOTES].join('|'));
/** Only an edit has these (a generation's answer is a fenced page, shown as code). */
const EDIT_CODE = new RegExp([BLOCK_START, ...NOTES].join('|'));
// A marker still arriving at the end of the streamed text: "<<<", "<<<<<<< SEA", "``".
const PARTIAL_MARKER = /(?:<{1,9}(?: ?S?E?A?R?C?H?)?|`{1,2})$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The explanation: the text before the first edit block, fence or server note, trimmed.
 * While `streaming`, a marker that has only begun to arrive is left out too.
 */
export function editExplanation(text: string, streaming = false): string {
  const cut = text.search(CODE_START);
  const before = cut === -1 ? text : text.slice(0, cut);
  return (streaming && cut === -1 ? before.replace(PARTIAL_MARKER, '') : before).trim();
}

export type EditStage = 'explaining' | 'editing' | 'repairing' | 'rewriting';

/** How far a streamed edit has got, from its text so far. */
export function editStage(text: string): EditStage {
  if (text.includes(FALLBACK_NOTE.trim())) return 'rewriting';
  if (text.includes(REPAIR_NOTE.trim())) return 'repairing';
  return text.search(CODE_START) === -1 ? 'explaining' : 'editing';
}

/** Said while the edit is under way, once the explanation is done. */
export const EDIT_STAGE_LABEL: Record<EditStage, string> = {
  explaining: 'Reading the page…',
  editing: 'Editing the page…',
  repairing: 'Correcting a few edits that did not match…',
  rewriting: 'Rewriting the whole page…',
};

/** The reply as the chat shows and stores it: the explanation, then the summary line. */
export function composeEditReply(explanation: string, summaryLine: string | null): string {
  const text = explanation.trim();
  if (!summaryLine) return text || NO_CHANGE_REPLY;
  return text ? `${text}\n\n${summaryLine}` : summaryLine;
}

/**
 * A stored or finished reply read back: its text and, when it ends with one, the summary
 * line. Replies stored before the chat hid code (raw edit blocks) are cut to their
 * explanation; any other text (a generation's fenced page) is left as it is.
 */
export function splitEditReply(content: string): { text: string; summary: string | null } {
  const text = EDIT_CODE.test(content) ? editExplanation(content) : content;
  const lastBreak = text.lastIndexOf('\n');
  const lastLine = text.slice(lastBreak + 1).trim();
  if (EDIT_SUMMARY_LINE.test(lastLine)) {
    return { text: lastBreak === -1 ? '' : text.slice(0, lastBreak).trim(), summary: lastLine };
  }
  return { text, summary: null };
}
