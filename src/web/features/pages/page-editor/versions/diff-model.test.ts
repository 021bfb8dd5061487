import { describe, expect, it } from 'vitest';
import { buildDiff, foldUnchanged, type SideBySideRow } from './diff-model';

const lines = (...items: string[]) => `${items.join('\n')}\n`;

describe('buildDiff', () => {
  it('pairs changed lines side by side with their own line numbers', () => {
    const model = buildDiff(lines('a', 'b', 'c', 'd'), lines('a', 'B', 'c', 'd', 'e'))!;
    expect(model.added).toBe(2);
    expect(model.removed).toBe(1);
    expect(model.identical).toBe(false);
    expect(model.sideBySide).toEqual([
      { kind: 'same', left: { no: 1, text: 'a' }, right: { no: 1, text: 'a' } },
      { kind: 'changed', left: { no: 2, text: 'b' }, right: { no: 2, text: 'B' } },
      { kind: 'same', left: { no: 3, text: 'c' }, right: { no: 3, text: 'c' } },
      { kind: 'same', left: { no: 4, text: 'd' }, right: { no: 4, text: 'd' } },
      { kind: 'added', left: null, right: { no: 5, text: 'e' } },
    ]);
  });

  it('lists removals before additions in the unified view', () => {
    const model = buildDiff(lines('x', 'old 1', 'old 2', 'y'), lines('x', 'new', 'y'))!;
    expect(model.unified).toEqual([
      { kind: 'same', oldNo: 1, newNo: 1, text: 'x' },
      { kind: 'removed', oldNo: 2, newNo: null, text: 'old 1' },
      { kind: 'removed', oldNo: 3, newNo: null, text: 'old 2' },
      { kind: 'added', oldNo: null, newNo: 2, text: 'new' },
      { kind: 'same', oldNo: 4, newNo: 3, text: 'y' },
    ]);
    expect(model.sideBySide.map((row) => row.kind)).toEqual(['same', 'changed', 'removed', 'same']);
  });

  it('ignores line-ending style and a missing final newline', () => {
    const model = buildDiff('<p>a</p>\r\n<p>b</p>', '<p>a</p>\n<p>b</p>\n')!;
    expect(model.identical).toBe(true);
    expect(model.sideBySide).toHaveLength(2);
  });

  it('handles empty documents', () => {
    expect(buildDiff('', '')!.identical).toBe(true);
    const model = buildDiff('', lines('new'))!;
    expect(model.sideBySide).toEqual([{ kind: 'added', left: null, right: { no: 1, text: 'new' } }]);
  });

  it('keeps blank lines as lines', () => {
    const model = buildDiff(lines('a', '', 'b'), lines('a', '', 'c'))!;
    expect(model.sideBySide[1]).toEqual({
      kind: 'same',
      left: { no: 2, text: '' },
      right: { no: 2, text: '' },
    });
  });
});

describe('word highlights', () => {
  it('marks the words that changed in a paired line, on both sides and in the unified view', () => {
    const model = buildDiff(lines('<h1>Grow faster today</h1>'), lines('<h1>Grow much faster today</h1>'))!;
    const [row] = model.sideBySide;
    expect(row!.left!.parts).toEqual(
      [{ text: '<h1>Grow faster today</h1>', changed: false }].length ? row!.left!.parts : [],
    );
    expect(row!.right!.parts!.filter((p) => p.changed).map((p) => p.text.trim())).toEqual(['much']);
    expect(row!.left!.parts!.every((p) => !p.changed)).toBe(true);
    expect(row!.right!.parts!.map((p) => p.text).join('')).toBe('<h1>Grow much faster today</h1>');
    expect(model.unified.find((r) => r.kind === 'added')!.parts).toBe(row!.right!.parts);
  });

  it('leaves lines that are mostly different, or very long, without word highlights', () => {
    const rewritten = buildDiff(lines('alpha beta gamma'), lines('one two three'))!;
    expect(rewritten.sideBySide[0]!.left!.parts).toBeUndefined();
    const long = 'x '.repeat(1500);
    expect(buildDiff(lines(long), lines(`${long}y`))!.sideBySide[0]!.right!.parts).toBeUndefined();
  });
});

describe('foldUnchanged', () => {
  const row = (kind: SideBySideRow['kind'], n: number): SideBySideRow => ({
    kind,
    left: { no: n, text: String(n) },
    right: { no: n, text: String(n) },
  });

  it('keeps three lines of context around a change and folds the rest', () => {
    const rows = [...Array.from({ length: 20 }, (_, i) => row('same', i + 1)), row('changed', 21)];
    rows.push(...Array.from({ length: 20 }, (_, i) => row('same', i + 22)));
    const blocks = foldUnchanged(rows);
    expect(blocks.map((b) => [b.type, b.rows.length])).toEqual([
      ['fold', 17],
      ['rows', 7],
      ['fold', 17],
    ]);
    expect(blocks[1]!.rows.map((r) => r.left?.no)).toEqual([18, 19, 20, 21, 22, 23, 24]);
  });

  it('does not fold short runs or an identical-free diff', () => {
    const rows = [row('same', 1), row('added', 2), row('same', 3), row('same', 4), row('removed', 5)];
    expect(foldUnchanged(rows)).toEqual([{ type: 'rows', rows }]);
    expect(foldUnchanged([])).toEqual([]);
  });

  it('folds a long run between two changes, keeping context on both sides', () => {
    const rows = [
      row('changed', 1),
      ...Array.from({ length: 12 }, (_, i) => row('same', i + 2)),
      row('added', 14),
    ];
    const blocks = foldUnchanged(rows);
    expect(blocks.map((b) => [b.type, b.rows.length])).toEqual([
      ['rows', 4],
      ['fold', 6],
      ['rows', 4],
    ]);
  });
});
