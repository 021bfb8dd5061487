import { describe, expect, it } from 'vitest';
import { parsePageId } from './page-id';

describe('parsePageId', () => {
  it('accepts positive integers', () => {
    expect(parsePageId('1')).toBe(1);
    expect(parsePageId('0042')).toBe(42);
    expect(parsePageId('2147483647')).toBe(2147483647);
  });

  it.each([
    undefined,
    '',
    '0',
    '000',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '12abc',
    ' 1',
    '0x10',
    '2147483648',
    '99999999999',
  ])('refuses %j', (raw) => {
    expect(parsePageId(raw)).toBeNull();
  });
});
