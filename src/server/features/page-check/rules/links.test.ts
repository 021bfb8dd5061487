import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { isJavaScriptUrl, linkRules, normaliseUrl } from './links.ts';

const check = (body: string) => findingsOf(linkRules, doc(body));

describe('link-href', () => {
  it.each([
    ['a section anchor', '<a href="#pricing">P</a>'],
    ['a URL', '<a href="https://x.test">X</a>'],
    ['mailto and tel', '<a href="mailto:a@x.test">M</a><a href="tel:+1">T</a>'],
    ['an empty anchor target', '<a id="top"></a>'],
  ])('accepts %s', (_, body) => {
    expect(check(body)).toEqual([]);
  });

  it('flags javascript: hrefs as errors, whatever the case and whitespace', () => {
    const [finding] = check('<a href=" JAVA\tSCRIPT:void(0)">Buy now</a><a href="javascript:go()">Go</a>');
    expect(finding).toMatchObject({ rule: 'link-href', severity: 'error' });
    expect(finding!.message).toBe('2 links use a javascript: address: "Buy now" and "Go"');
    expect(finding!.fixPrompt).toContain('<button type="button">');
  });

  it('warns about links without href and notes href="#" placeholders', () => {
    const findings = check('<a>Menu</a><a href="#">Learn more</a><a href="">Reload</a>');
    expect(findings.map((f) => [f.severity, f.message])).toEqual([
      ['warning', '1 link has no href, so keyboards and screen readers skip it: "Menu"'],
      ['notice', '2 links point only to "#": "Learn more" and "Reload"'],
    ]);
  });

  it('normalises URLs like a browser', () => {
    expect(normaliseUrl('\u0000 java\nscript:x \t')).toBe('javascript:x');
    expect(isJavaScriptUrl('\tJaVaScRiPt:alert(1)')).toBe(true);
    expect(isJavaScriptUrl('https://x.test/javascript:')).toBe(false);
  });
});
