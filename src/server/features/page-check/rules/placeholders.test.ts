import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { placeholderRules } from './placeholders.ts';

const check = (body: string) => findingsOf(placeholderRules, doc(body));

describe('placeholders', () => {
  it('passes a page with no marked placeholder', () => {
    expect(check('<blockquote>"Great service" - Ana, Phoenix</blockquote>')).toEqual([]);
  });

  it('counts every marked placeholder and names what belongs in them', () => {
    const [finding, ...rest] = check(
      `<blockquote data-pc-placeholder="testimonial">[Client testimonial: add a real quote]</blockquote>
       <p><span data-pc-placeholder="rating">[Rating]</span> <span data-pc-placeholder="review-count">[Number of reviews]</span></p>
       <blockquote data-pc-placeholder="testimonial">[Another testimonial]</blockquote>`,
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: 'placeholders', severity: 'warning' });
    expect(finding!.message).toBe(
      '4 placeholders left: replace before publishing (testimonial, rating and review-count)',
    );
    expect(finding!.detail).toBe('[Client testimonial: add a real quote]');
    expect(finding!.fixPrompt).toContain('remove the attribute');
  });

  it('says "1 placeholder" and copes with an empty marker', () => {
    const [finding] = check('<a href="tel:" data-pc-placeholder="">[Phone number]</a>');
    expect(finding!.message).toBe('1 placeholder left: replace before publishing (content)');
  });
});
