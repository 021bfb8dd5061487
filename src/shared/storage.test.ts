import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  formatMegabytes,
  storageLimitBytes,
  storageLine,
  storageRefusal,
  utf8Bytes,
  wouldExceedStorage,
} from './storage.ts';

describe('counting stored bytes', () => {
  it('counts text in UTF-8 bytes, as the database stores it, not in characters', () => {
    expect(utf8Bytes('')).toBe(0);
    expect(utf8Bytes('<h1>Hi</h1>')).toBe(11);
    expect(utf8Bytes('Café')).toBe(5);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('🙂')).toBe(4);
    expect('🙂'.length).toBe(2);
  });

  it('turns a plan’s megabytes into bytes; -1 and null are unlimited', () => {
    expect(storageLimitBytes(100)).toBe(100 * 1024 * 1024);
    expect(storageLimitBytes(0)).toBe(0);
    expect(storageLimitBytes(-1)).toBeNull();
    expect(storageLimitBytes(null)).toBeNull();
    expect(storageLimitBytes(undefined)).toBeNull();
  });

  it('refuses only what grows the total past the allowance; pruned versions make room', () => {
    const limit = 10 * BYTES_PER_MB;
    expect(wouldExceedStorage({ used: limit - 100, adding: 100, limit })).toBe(false);
    expect(wouldExceedStorage({ used: limit - 100, adding: 101, limit })).toBe(true);
    expect(wouldExceedStorage({ used: limit - 100, adding: 500, freeing: 400, limit })).toBe(false);
    // Over the allowance already (after a downgrade): a save that frees as much as it adds passes.
    expect(wouldExceedStorage({ used: 2 * limit, adding: 300, freeing: 300, limit })).toBe(false);
    expect(wouldExceedStorage({ used: 2 * limit, adding: 1, limit })).toBe(true);
    expect(wouldExceedStorage({ used: 10 * limit, adding: limit, limit: null })).toBe(false);
  });
});

describe('the words', () => {
  it('writes megabytes with one decimal below 100 MB and whole ones above', () => {
    expect(formatMegabytes(0)).toBe('0.0 MB');
    expect(formatMegabytes(1)).toBe('0.1 MB');
    expect(formatMegabytes(12.34 * BYTES_PER_MB)).toBe('12.3 MB');
    expect(formatMegabytes(100 * BYTES_PER_MB)).toBe('100 MB');
    expect(formatMegabytes(5120 * BYTES_PER_MB)).toBe('5,120 MB');
  });

  it("says 'Storage: X MB of Y MB', or Unlimited", () => {
    expect(storageLine({ used: 3.5 * BYTES_PER_MB, limit: 100 * BYTES_PER_MB })).toBe(
      'Storage: 3.5 MB of 100 MB',
    );
    expect(storageLine({ used: 0, limit: null })).toBe('Storage: 0.0 MB used · Unlimited');
  });

  it('names the allowance, what is in use and the ways out in a refusal', () => {
    expect(
      storageRefusal({
        planName: 'Free',
        used: 99.5 * BYTES_PER_MB,
        adding: 2 * BYTES_PER_MB,
        limit: 100 * BYTES_PER_MB,
      }),
    ).toBe(
      'Your Free plan includes 100 MB of storage, and 99.5 MB is in use: this would need 2.0 MB more. ' +
        'Delete photos, old versions or pages you no longer need, or upgrade your plan for more storage.',
    );
  });
});
