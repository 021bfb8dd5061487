import type { CanvasItem } from './canvas.ts';
import { GripGlyph, ItemCard } from './canvas-item.tsx';
import { ComponentIcon } from './component-icon.tsx';
import type { DragData } from './dnd.ts';
import { getLibraryComponent } from './library.ts';

/** What follows the pointer: a lifted copy of the library card or of the canvas item. */
export function DragPreview({ dragging, items }: { dragging: DragData | null; items: CanvasItem[] }) {
  if (!dragging) return null;
  if (dragging.kind === 'canvas') {
    const item = items.find((candidate) => candidate.id === dragging.itemId);
    return item ? (
      <ItemCard
        item={item}
        grip={<GripGlyph />}
        actions={null}
        className="cursor-grabbing shadow-xl ring-2 ring-primary/40"
      />
    ) : null;
  }
  const type = getLibraryComponent(dragging.componentId)?.type ?? dragging.componentId;
  return (
    <div className="flex cursor-grabbing items-center gap-3 rounded-lg border bg-background p-3 shadow-xl ring-2 ring-primary/40">
      <ComponentIcon type={type} />
      <span className="text-sm font-medium">{dragging.title}</span>
    </div>
  );
}
