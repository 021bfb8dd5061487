import { describe, expect, it } from 'vitest';
import { formatKb, summariseWeight, TAILWIND_RUNTIME_MIN_BYTES } from './page-weight-model';

describe('summariseWeight', () => {
  it.each([
    [950, '0.9 KB'],
    [9_960, '10.0 KB'],
    [41_234, '41 KB'],
    [1_234_567, '1,235 KB'],
  ])('formats %i bytes as %s: kilobytes of 1,000 bytes', (bytes, shown) => {
    expect(formatKb(bytes)).toBe(shown);
  });

  it('compares the live page with the 60 KB target', () => {
    expect(summariseWeight(30_000, null)).toEqual({ now: '30 KB', underTarget: true, targetPercent: 50 });
    expect(summariseWeight(90_000, undefined)).toMatchObject({ underTarget: false, targetPercent: 100 });
  });

  it('adds the before figures when the save compiled the Tailwind runtime away', () => {
    const summary = summariseWeight(41_000, 48_000);
    const before = 48_000 + TAILWIND_RUNTIME_MIN_BYTES;
    expect(summary.before).toEqual({
      html: '48 KB',
      runtime: '282 KB',
      savedPercent: Math.round(((before - 41_000) / before) * 100),
    });
  });
});
