import { RESERVED_SLUGS, slugSchema } from '@shared/api/publication';

const MIN_LENGTH = 3;
const MAX_LENGTH = 64;
/** Said when a title has no letters or digits to make an address from. */
const FALLBACK_SLUG = 'my-page';

/**
 * An address to offer for a page, made from its title: lowercase ASCII letters and digits
 * joined by single hyphens, cut at a word where it can be. Accents lose their marks rather
 * than the letter ('Café' gives 'cafe'). A title too short, or one of the app's own words,
 * gets '-page' added, so the suggestion always passes `slugSchema` as offered.
 */
export function suggestSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_LENGTH) {
      if (!slug) slug = word.slice(0, MAX_LENGTH);
      break;
    }
    slug = next;
  }
  if (!slug) return FALLBACK_SLUG;
  if (slug.length < MIN_LENGTH || RESERVED_SLUGS.has(slug)) return `${slug}-page`;
  return slug;
}

/** Why the API would refuse this slug, in its own words (first letter raised), or null. */
export function slugProblem(slug: string): string | null {
  const parsed = slugSchema.safeParse(slug);
  return parsed.success ? null : sentence(parsed.error.issues[0]?.message ?? '');
}

/** A server message shown as a sentence under the field: its words, first letter raised. */
export const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
