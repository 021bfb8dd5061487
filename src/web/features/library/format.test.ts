import { describe, expect, it } from 'vitest';
import { plural } from './format';

describe('plural', () => {
  it('agrees the word with the count', () => {
    expect(plural(0, 'user')).toBe('0 users');
    expect(plural(1, 'user')).toBe('1 user');
    expect(plural(2, 'page')).toBe('2 pages');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('groups thousands, as the admin tables show counts', () => {
    expect(plural(1204, 'page')).toBe('1,204 pages');
  });
});
