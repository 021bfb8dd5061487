import { describe, expect, it } from 'vitest';
import { analysePrompt } from './analyse-prompt.ts';
import { fill } from './copywriter.ts';

/** A template's {offer} slot takes a noun phrase; an offer written as a clause is not built into sentences. */
describe('fill: the {offer} slot', () => {
  it('takes an offer that is a noun phrase', () => {
    const brief = analysePrompt({ prompt: 'Tall Pines Roofing, Spokane. Offer: free roof inspection.' });
    expect(fill(brief, 'Get my {offer}')).toBe('Get my free roof inspection');
  });

  it("gives a clause the profile's own words", () => {
    const brief = analysePrompt({
      prompt: 'Tall Pines Roofing, Spokane. Offer: we waive the call-out fee if you book this week.',
    });
    expect(brief.offer).toContain('waive');
    expect(fill(brief, 'Get my {offer}')).toBe(`Get my ${brief.profile.offer}`);
  });
});
