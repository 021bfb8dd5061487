import { MAX_PATH_CHARS, parseElementPath, TEXT_TAGS } from '@shared/element-path';
import { z } from 'zod';

/**
 * The click-to-edit protocol between the app and the script injected into the preview copy
 * of the page (edit-bridge-script.ts). Every message from the frame is UNTRUSTED: the page's
 * own scripts share the frame with the bridge and can post anything, so each field is checked
 * here and nothing else is ever acted on.
 */
export const EDIT_MESSAGE_PREFIX = 'pagecraft-edit:';
export const MODE_MESSAGE = `${EDIT_MESSAGE_PREFIX}mode` as const;
export const READY_MESSAGE = `${EDIT_MESSAGE_PREFIX}ready` as const;
export const SELECT_MESSAGE = `${EDIT_MESSAGE_PREFIX}select` as const;

export type EditMode = 'off' | 'direct' | 'ai';

/** Caps: the server takes at most 200,000 characters of outerHTML (selectedElementSchema). */
export const MAX_ELEMENT_TEXT_CHARS = 20_000;
export const MAX_OUTER_HTML_CHARS = 200_000;

const selectMessageSchema = z
  .strictObject({
    type: z.literal(SELECT_MESSAGE),
    nonce: z.string(),
    tagName: z.enum(TEXT_TAGS),
    text: z
      .string()
      .max(MAX_ELEMENT_TEXT_CHARS)
      .refine((text) => text.trim() !== ''),
    outerHTML: z.string().min(3).max(MAX_OUTER_HTML_CHARS),
    path: z.string().max(MAX_PATH_CHARS),
  })
  .refine((message) => parseElementPath(message.path)?.at(-1)?.tag === message.tagName, 'bad path')
  .refine((message) => {
    // The element's own markup: it opens with its tag and closes with it.
    const html = message.outerHTML;
    const open = html.slice(0, message.tagName.length + 2).toLowerCase();
    return (
      (open === `<${message.tagName} ` || open === `<${message.tagName}>`) &&
      html.toLowerCase().endsWith(`</${message.tagName}>`)
    );
  }, 'bad outerHTML');

const readyMessageSchema = z.strictObject({ type: z.literal(READY_MESSAGE), nonce: z.string() });

export type SelectMessage = z.infer<typeof selectMessageSchema>;

/** What the app may act on; anything that is not exactly one of these is `null`. */
export type FrameMessage = { kind: 'ready' } | { kind: 'select'; element: SelectedPageElement };

export interface SelectedPageElement {
  tagName: SelectMessage['tagName'];
  text: string;
  outerHTML: string;
  path: string;
}

/** `nonce`: the token given to this render's bridge; a message without it is the page's own. */
export function parseFrameMessage(data: unknown, nonce: string): FrameMessage | null {
  if (!data || typeof data !== 'object' || !nonce) return null;
  const type = (data as { type?: unknown }).type;
  if (type === READY_MESSAGE) {
    const ready = readyMessageSchema.safeParse(data);
    return ready.success && ready.data.nonce === nonce ? { kind: 'ready' } : null;
  }
  if (type !== SELECT_MESSAGE) return null;
  const parsed = selectMessageSchema.safeParse(data);
  if (!parsed.success || parsed.data.nonce !== nonce) return null;
  const { tagName, text, outerHTML, path } = parsed.data;
  return { kind: 'select', element: { tagName, text, outerHTML, path } };
}

export const modeMessage = (mode: EditMode) => ({ type: MODE_MESSAGE, mode });
