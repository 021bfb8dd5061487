import { SLUG_RULE, slugSchema } from '@shared/api/publication';
import { describe, expect, it } from 'vitest';
import { sentence, slugProblem, suggestSlug } from './slug';

describe('suggestSlug', () => {
  it.each([
    ['Harbor Coffee Roasters | Come for the beans', 'harbor-coffee-roasters-come-for-the-beans'],
    ['Café Crème & Co.', 'cafe-creme-co'],
    ['  --Spring   Sale 2026!--  ', 'spring-sale-2026'],
    ['Ünïcödé Ñandú', 'unicode-nandu'],
  ])('makes %j into %j', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  it('cuts a long title at a word, within 64 characters', () => {
    const slug = suggestSlug('The quick brown fox jumps over the lazy dog again and again and again forever');
    expect(slug).toBe('the-quick-brown-fox-jumps-over-the-lazy-dog-again-and-again-and');
    expect(slug.length).toBeLessThanOrEqual(64);
  });

  it('cuts one long word at 64 characters', () => {
    expect(suggestSlug('a'.repeat(80))).toBe('a'.repeat(64));
  });

  it('lengthens what is too short or reserved, and has an address for a title without letters', () => {
    expect(suggestSlug('AI')).toBe('ai-page');
    expect(suggestSlug('Pricing')).toBe('pricing-page');
    expect(suggestSlug('日本語のページ')).toBe('my-page');
    expect(suggestSlug('')).toBe('my-page');
  });

  it('always offers what the API accepts', () => {
    const titles = ['x', 'Admin', 'P', '--', 'a-b', `${'word '.repeat(30)}`, 'Ça va? Oui!', '123 Main St.'];
    for (const title of titles) expect(slugSchema.safeParse(suggestSlug(title)).success, title).toBe(true);
  });
});

describe('slugProblem', () => {
  it('accepts a good slug', () => {
    expect(slugProblem('harbor-coffee')).toBeNull();
  });

  it("refuses with the API's words", () => {
    expect(slugProblem('Harbor Coffee')).toBe(sentence(SLUG_RULE));
    expect(slugProblem('ab')).toBe(sentence(SLUG_RULE));
    expect(slugProblem('admin')).toBe('"admin" is reserved: choose another slug');
  });
});
