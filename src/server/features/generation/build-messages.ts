import type { ChatMessage, GenerateRequest } from '../../../shared/api/generation.ts';
import type { Config } from '../../config.ts';
import type { ReferenceImage } from '../../db/schema/index.ts';
import type { ProviderContentPart, ProviderMessage } from '../../lib/ai-provider.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { parseImageDataUrl, sniffImageType } from '../../lib/images.ts';
import { stripHtmlBlocks } from './html/document.ts';

/** Earlier turns the model sees, each shortened: the page itself is sent once, elsewhere. */
const HISTORY_TURNS = 10;
const HISTORY_CHARS = 2000;

export const NO_VISION_MESSAGE =
  'The AI model in use cannot read images, so reference and attached images are not accepted. Describe the look you want in words instead.';

/**
 * AI_VISION=false (a text-only local model): images are refused here, before anything runs,
 * with a message that says what to do, instead of the provider's own 400 halfway through.
 */
export function refuseImagesWithoutVision(config: Pick<Config, 'AI_VISION'>, imageCount: number): void {
  if (!config.AI_VISION && imageCount > 0) throw badRequest(NO_VISION_MESSAGE);
}

/** Validates reference images by their bytes and gives them the stored shape. */
export function normaliseReferenceImages(images: GenerateRequest['referenceImages']): ReferenceImage[] {
  return images.map((image, index) => {
    const data = (typeof image === 'string' ? image : image.data)
      .replace(/^data:[^,]*,/, '')
      .replace(/\s/g, '');
    const mimeType = sniffImageType(data);
    if (!mimeType)
      throw new AppError(415, `Reference image ${index + 1} is not a PNG, JPEG, GIF or WebP image`);
    const filename = typeof image === 'string' ? `reference-${index + 1}` : image.filename;
    return { data, mimeType, filename };
  });
}

export function lastUserMessage(messages: ChatMessage[]): ChatMessage {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  if (!last || (last.content.trim() === '' && !last.image)) {
    throw badRequest('The last message must be a user message with text or an image');
  }
  return last;
}

/** Earlier turns as plain text, page bodies replaced by a marker. */
export function historyMessages(messages: ChatMessage[], last: ChatMessage): ProviderMessage[] {
  const earlier = messages.slice(0, messages.lastIndexOf(last)).slice(-HISTORY_TURNS);
  const history = earlier
    .map((message) => ({
      role: message.role,
      content: stripHtmlBlocks(message.content).slice(0, HISTORY_CHARS),
    }))
    .filter((message) => message.content.trim() !== '');
  // Providers want turns to alternate and start with the user.
  while (history[0]?.role === 'assistant') history.shift();
  const merged: ProviderMessage[] = [];
  for (const message of history) {
    const previous = merged.at(-1);
    if (previous && previous.role === message.role)
      previous.content = `${previous.content}\n\n${message.content}`;
    else merged.push({ ...message });
  }
  if (merged.at(-1)?.role === 'user') merged.push({ role: 'assistant', content: 'Understood.' });
  return merged.map((message) => ({ ...message, history: true }));
}

/** The final user turn: text plus the attached image and any reference images. */
export function userTurn(
  text: string,
  attached: string | undefined,
  references: ReferenceImage[],
): ProviderMessage {
  const parts: ProviderContentPart[] = [];
  const image = attached ? parseImageDataUrl(attached) : null;
  if (attached && !image) throw badRequest('The attached image is not a PNG, JPEG, GIF or WebP image');
  if (image) parts.push({ type: 'image', data: image.data, mimeType: image.mimeType });
  for (const reference of references)
    parts.push({ type: 'image', data: reference.data, mimeType: reference.mimeType });
  if (parts.length === 0) return { role: 'user', content: text };
  const note = references.length > 0 ? '\n\n(The attached images are visual references for the page.)' : '';
  return { role: 'user', content: [...parts, { type: 'text', text: `${text}${note}` }] };
}
