/**
 * Proof a brief did not give (a testimonial, a rating, a review or client count, a money
 * figure, a phone number, a client's logo) is never invented: a page maker writes a visible placeholder and
 * marks its element with this attribute, whose value says what belongs there. The marked
 * elements are what the owner must replace before publishing.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-pc-placeholder';

/** The kinds of proof (and, for 'name', the business name) a page may only show when the brief gave them. */
export const PLACEHOLDER_KINDS = [
  'testimonial',
  'rating',
  'review-count',
  'client-count',
  'figure',
  'phone',
  'logo',
  'name',
] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];
