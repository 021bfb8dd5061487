import { describe, expect, it } from 'vitest';
import { changeCount, countKinds, parseChangeLines, todayLabel, validateEntryForm } from './entry-form';

describe('parseChangeLines', () => {
  it('keeps one trimmed change per line and drops blank lines', () => {
    expect(parseChangeLines('  Add folders \n\n   \r\nFix the login redirect\n')).toEqual([
      'Add folders',
      'Fix the login redirect',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parseChangeLines('\n  \n\t')).toEqual([]);
  });
});

describe('validateEntryForm', () => {
  it('needs a date and at least one change', () => {
    expect(validateEntryForm('  ', [])).toEqual({
      date: 'Date is required',
      changes: 'Add at least one change',
    });
    expect(validateEntryForm('June 24, 2025', ['Add folders'])).toEqual({});
  });

  it('applies the server limits', () => {
    expect(validateEntryForm('x'.repeat(101), ['a']).date).toMatch(/under 100/);
    expect(
      validateEntryForm(
        'Day',
        Array.from({ length: 201 }, () => 'a'),
      ).changes,
    ).toMatch(/200/);
  });
});

describe('countKinds', () => {
  it('counts the keyword classes in badge order', () => {
    expect(countKinds(['Fix a bug', 'Add folders', 'Create tags', 'Faster lists'])).toEqual([
      { kind: 'Feature', count: 2 },
      { kind: 'Fix', count: 1 },
      { kind: 'Update', count: 1 },
    ]);
  });
});

describe('labels', () => {
  it("formats today like 'June 24, 2025'", () => {
    expect(todayLabel(new Date(2025, 5, 24, 12))).toBe('June 24, 2025');
  });

  it("says '{n} change(s)'", () => {
    expect(changeCount(1)).toBe('1 change');
    expect(changeCount(3)).toBe('3 changes');
  });
});
