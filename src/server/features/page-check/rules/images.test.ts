import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { imageRules } from './images.ts';

const check = (body: string) => findingsOf(imageRules, doc(body));

describe('image-alt', () => {
  it('accepts alt text, alt="" (decorative) and aria-label', () => {
    expect(
      check('<img src="a.jpg" alt="A cake"><img src="b.jpg" alt=""><img src="c.jpg" aria-label="C">'),
    ).toEqual([]);
  });

  it('names the files of images without an alt attribute', () => {
    const [finding] = check(
      '<img src="https://x.test/img/hero.jpg?w=800"><IMG SRC="/team.png"><img src="data:image/png;base64,AAAA" alt="ok">',
    );
    expect(finding).toMatchObject({
      rule: 'image-alt',
      severity: 'error',
      message: '2 images have no alt text: hero.jpg and team.png',
    });
    expect(finding!.fixPrompt).toMatch(/^Add descriptive alt text to the images hero\.jpg and team\.png/);
  });

  it('says so for inline images and counts one', () => {
    expect(check('<img src="data:image/svg+xml;base64,PHN2Zz4=">')[0]!.message).toBe(
      '1 image has no alt text: an inline image',
    );
  });
});
