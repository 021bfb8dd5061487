import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { headingRules } from './headings.ts';

const check = (body: string) => findingsOf(headingRules, doc(body));

describe('heading rules', () => {
  it('passes one h1 and levels that step down one at a time (and back up freely)', () => {
    expect(check('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><h3>E</h3>')).toEqual([]);
  });

  it('flags a page without h1 as an error', () => {
    expect(check('<h2>Only</h2>')).toMatchObject([{ rule: 'h1', severity: 'error' }]);
  });

  it('names every h1 when there are several', () => {
    const [finding] = check('<h1>Welcome</h1><H1>Pricing</H1><h2>x</h2>');
    expect(finding).toMatchObject({ rule: 'h1', severity: 'warning' });
    expect(finding!.message).toBe('The page has 2 h1 headings: "Welcome" and "Pricing"');
    expect(finding!.fixPrompt).toContain('"Pricing"');
  });

  it('flags skipped levels with the pair and the heading text', () => {
    const [finding] = check('<h1>A</h1><h2>Plans</h2><h4>Basic</h4><h2>FAQ</h2><h5>Deep</h5>');
    expect(finding).toMatchObject({ rule: 'heading-order', severity: 'warning' });
    expect(finding!.message).toBe('2 headings skip a level: h2 -> h4 "Basic" and h2 -> h5 "Deep"');
  });

  it('ignores headings inside <template> (inert until cloned)', () => {
    expect(check('<h1>A</h1><template><h1>B</h1><h4>C</h4></template><h2>D</h2>')).toEqual([]);
  });
});
