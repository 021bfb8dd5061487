import { describe, expect, it } from 'vitest';
import { MAX_ID, toId } from './ids.ts';

describe('toId', () => {
  it('reads plain positive integers up to the id column', () => {
    expect(toId('1')).toBe(1);
    expect(toId('42')).toBe(42);
    expect(toId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    undefined,
    null,
    '',
    '0',
    '000',
    '0042',
    '01',
    '-1',
    '+1',
    '1.5',
    '1e3',
    'abc',
    '12abc',
    ' 1',
    '1 ',
    '0x10',
    '2147483648',
    '99999999999',
  ])('refuses %j', (raw) => {
    expect(toId(raw)).toBeNull();
  });
});
