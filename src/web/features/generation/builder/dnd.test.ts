import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { addFromLibrary, type CanvasItem } from './canvas.ts';
import { createAnnouncements, type DragData, toDragSource, toDropTarget } from './dnd.ts';
import { getLibraryComponent } from './library.ts';

const rect = (top: number, height: number) => ({
  top,
  height,
  left: 0,
  width: 100,
  right: 100,
  bottom: top + height,
});

function active(data: DragData, translatedTop: number | null = null): Active {
  return {
    id: data.kind === 'library' ? `library:${data.componentId}` : data.itemId,
    data: { current: data },
    rect: { current: { initial: null, translated: translatedTop === null ? null : rect(translatedTop, 40) } },
  };
}
const over = (id: string, kind: string, top = 100, height = 80): Over => ({
  id,
  rect: rect(top, height),
  disabled: false,
  data: { current: { kind } },
});

const items = ['hero', 'features', 'form'].reduce<CanvasItem[]>(
  (list, id, i) => addFromLibrary(list, getLibraryComponent(id)!, 1_000 + i),
  [],
);
const cta: DragData = { kind: 'library', componentId: 'cta', title: 'Call to Action' };
const hero: DragData = { kind: 'canvas', itemId: items[0]!.id, title: 'Hero Section' };

describe('dnd glue', () => {
  it('maps drag data to sources', () => {
    expect(toDragSource(active(cta))).toEqual({ kind: 'library', componentId: 'cta' });
    expect(toDragSource(active(hero))).toEqual({ kind: 'canvas', itemId: items[0]!.id });
    expect(toDragSource({ data: { current: undefined } })).toBeNull();
  });

  it('reads before/after from the dragged centre against the item centre', () => {
    // Item spans 100..180 (centre 140); a 40px card centred at 130 is before, at 150 after.
    expect(toDropTarget(over('x', 'canvas'), active(cta, 110))).toEqual({
      kind: 'item',
      itemId: 'x',
      after: false,
    });
    expect(toDropTarget(over('x', 'canvas'), active(cta, 130))).toEqual({
      kind: 'item',
      itemId: 'x',
      after: true,
    });
    expect(toDropTarget(over('end', 'end'), active(cta, 0))).toEqual({ kind: 'end' });
    expect(toDropTarget(null, active(cta, 0))).toBeNull();
    expect(toDropTarget(over('?', 'unknown'), active(cta, 0))).toBeNull();
  });

  it('announces positions in words', () => {
    const a = createAnnouncements(() => items);
    expect(a.onDragStart({ active: active(cta) })).toBe(
      'Picked up Call to Action from the library. Use the arrow keys to choose a position.',
    );
    expect(a.onDragStart({ active: active(hero) })).toBe('Picked up Hero Section, position 1 of 3.');
    const overForm = over(items[2]!.id, 'canvas');
    expect(a.onDragOver({ active: active(cta, 110), over: overForm })).toBe(
      'Call to Action will be added at position 3 of 4.',
    );
    expect(a.onDragOver({ active: active(hero, 110), over: overForm })).toBe(
      'Hero Section is over position 3 of 3.',
    );
    expect(a.onDragEnd({ active: active(cta), over: over('end', 'end') })).toBe(
      'Call to Action was added at position 4 of 4.',
    );
    expect(a.onDragEnd({ active: active(hero), over: null })).toBe(
      'Hero Section was dropped outside the page canvas. Nothing changed.',
    );
    expect(a.onDragCancel({ active: active(hero), over: null })).toBe(
      'Dragging was cancelled. Hero Section was not moved.',
    );
  });
});
