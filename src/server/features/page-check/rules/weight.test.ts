import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { pageWeight, weightRules } from './weight.ts';

describe('page-weight', () => {
  it('counts UTF-8 bytes and leaves inlined image payloads out of the bar', () => {
    const image = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const html = doc(`<p>é</p><img alt="" src="${image}">`);
    const weight = pageWeight(html);
    expect(weight.total).toBe(Buffer.byteLength(html));
    expect(weight.withoutImages).toBe(weight.total - 200_000);
    expect(findingsOf(weightRules, html)).toEqual([]);
  });

  it('warns over 60 KB and errs over 150 KB, naming the size', () => {
    const big = (kb: number) => doc(`<p>${'x'.repeat(kb * 1024)}</p>`);
    expect(findingsOf(weightRules, big(59))).toEqual([]);
    const [warning] = findingsOf(weightRules, big(70));
    expect(warning).toMatchObject({ rule: 'page-weight', severity: 'warning' });
    expect(warning!.message).toBe('The page is 70 KB before images (keep it under 60 KB)');
    expect(findingsOf(weightRules, big(151))[0]!.severity).toBe('error');
  });
});
