import { PLACEHOLDER_ATTRIBUTE } from '../../../shared/placeholders.ts';

/**
 * A brief that names no business gets no invented name: wherever the page would say the
 * business's name it says "[Your business name]", marked as a placeholder the owner replaces.
 *
 * Copy is written as plain text and escaped long before the page is assembled, so the brand
 * travels through every template as one private-use character; `markBrandSlots` turns it into
 * the marked element in text, and into the plain words inside attributes and the <title>,
 * where no element may stand.
 */
export const BRAND_SLOT = '\uE000';

const WORDS: Record<string, string> = {
  en: 'Your business name',
  es: 'El nombre de tu negocio',
};

export function brandSlotText(language: string): string {
  return `[${WORDS[language] ?? WORDS.en}]`;
}

export function markBrandSlots(html: string, language: string): string {
  if (!html.includes(BRAND_SLOT)) return html;
  const plain = brandSlotText(language);
  const marked = `<span class="pc-ph" ${PLACEHOLDER_ATTRIBUTE}="name">${plain}</span>`;
  let inRawText = false;
  // Tags and text alternate; text inside <title>, <script> and <style> cannot hold elements.
  return html.replace(/<[^>]*>|[^<]+/g, (chunk) => {
    if (chunk.startsWith('<')) {
      const tag = /^<\/?\s*([a-z0-9]+)/i.exec(chunk)?.[1]?.toLowerCase() ?? '';
      if (['title', 'script', 'style', 'textarea', 'option'].includes(tag))
        inRawText = !chunk.startsWith('</');
      return chunk.split(BRAND_SLOT).join(plain);
    }
    return chunk.split(BRAND_SLOT).join(inRawText ? plain : marked);
  });
}
