import { describe, expect, it } from 'vitest';
import { folderDropId, groupDragId, nextTargetIndex, orderTargets, pageDragId } from './dashboard-dnd.ts';

describe('dashboard drag and drop', () => {
  it('names drag sources and drop targets', () => {
    expect(pageDragId(7)).toBe('page:7');
    expect(groupDragId('abc')).toBe('group:abc');
    expect(folderDropId(null)).toBe('folder:all');
    expect(folderDropId(3)).toBe('folder:3');
  });

  it('orders targets top to bottom, then left to right', () => {
    const at = (id: string, top: number, left: number) => ({ id, rect: { top, left } });
    expect(orderTargets([at('c', 10, 300), at('b', 10, 100), at('a', 0, 500)]).map((t) => t.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('steps through targets with the arrow keys and stops at the ends', () => {
    expect(nextTargetIndex(-1, 1, 3)).toBe(0);
    expect(nextTargetIndex(-1, -1, 3)).toBe(2);
    expect(nextTargetIndex(0, 1, 3)).toBe(1);
    expect(nextTargetIndex(2, 1, 3)).toBe(2);
    expect(nextTargetIndex(0, -1, 3)).toBe(0);
    expect(nextTargetIndex(-1, 1, 0)).toBe(-1);
  });
});
