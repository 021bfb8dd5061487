import { describe, expect, it } from 'vitest';
import { parsePageId } from './page-id.ts';

describe('parsePageId', () => {
  it('accepts positive integers', () => {
    expect(parsePageId('1')).toBe(1);
    expect(parsePageId('2147483647')).toBe(2147483647);
  });
  it('refuses zero, negatives, decimals, words, padding and ids past the column', () => {
    for (const raw of ['0', '-1', '1.5', 'abc', '01', ' 1', '1e3', '', undefined, '2147483648'])
      expect(parsePageId(raw)).toBeNull();
  });
});
