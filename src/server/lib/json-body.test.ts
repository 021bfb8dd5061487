import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './json-body.ts';

describe('findUnstorableText', () => {
  it.each([
    ['a NUL in a nested string', { a: [{ b: 'x\u0000y' }] }, 'a.0.b'],
    ['a lone high surrogate', { name: 'a\ud800' }, 'name'],
    ['a lone low surrogate', ['ok', '\udc00'], '1'],
    ['a reversed pair', { t: '\udc00\ud800' }, 't'],
    ['a NUL in a key', { 'k\u0000': 1 }, 'k\u0000'],
    ['a bare NUL string', 'a\u0000', ''],
  ])('finds %s', (_, value, path) => {
    expect(findUnstorableText(value)).toBe(path);
  });

  it.each([
    ['emoji and RTL marks', { name: '👩‍👩‍👧‍👦 \u202e שלום' }],
    ['a long grapheme cluster', { name: `e${'\u0301'.repeat(5_000)}` }],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [1.5, false] }],
  ])('lets %s through', (_, value) => {
    expect(findUnstorableText(value)).toBeNull();
  });

  it('walks a 100,000-deep body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(0\.)+0$/);
  });
});
