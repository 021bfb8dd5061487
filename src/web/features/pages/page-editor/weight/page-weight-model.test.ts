import { describe, expect, it } from 'vitest';
import { formatKb, summariseWeight, TAILWIND_RUNTIME_MIN_BYTES } from './page-weight-model';

describe('summariseWeight', () => {
  it('formats kilobytes of 1,000 bytes', () => {
    expect(formatKb(950)).toBe('0.9 KB');
    expect(formatKb(9_960)).toBe('10.0 KB');
    expect(formatKb(41_234)).toBe('41 KB');
    expect(formatKb(1_234_567)).toBe('1,235 KB');
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
