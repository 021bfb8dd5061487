import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '@/lib/utils';
import type { CanvasItem, DropTarget } from './canvas.ts';
import { CanvasItemRow, type DropIndicator } from './canvas-item.tsx';
import { CANVAS_END_ID, CANVAS_ZONE_ID, type DragData, type DropData } from './dnd.ts';

interface CanvasPanelProps {
  items: CanvasItem[];
  /** What is being dragged right now, if anything. */
  dragging: DragData | null;
  dropTarget: DropTarget;
  onEdit(item: CanvasItem): void;
  onDuplicate(item: CanvasItem): void;
  onDelete(item: CanvasItem): void;
}

/** The 'Page Canvas' drop area: an ordered, sortable list of sections plus an "add at the end" slot. */
export function CanvasPanel({ items, dragging, dropTarget, onDelete, ...actions }: CanvasPanelProps) {
  const zoneData: DropData = { kind: 'zone' };
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { setNodeRef } = useDroppable({ id: CANVAS_ZONE_ID, data: zoneData });
  const addingFromLibrary = dragging?.kind === 'library';

  const indicatorFor = (item: CanvasItem): DropIndicator => {
    if (!addingFromLibrary || dropTarget?.kind !== 'item' || dropTarget.itemId !== item.id) return null;
    return dropTarget.after ? 'after' : 'before';
  };

  const deleteAndRefocus = (item: CanvasItem) => {
    const index = items.indexOf(item);
    onDelete(item);
    // The focused Delete button leaves with its item: keyboard users land on the neighbour's.
    requestAnimationFrame(() => {
      // Focus was lost (to the body, or to the dialog itself, where Radix's focus trap parks it);
      // anything else means the user has already moved on.
      const active = document.activeElement;
      if (active && active !== document.body && active.getAttribute('role') !== 'dialog') return;
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('button[aria-label^="Delete "]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? headingRef.current)?.focus();
    });
  };

  return (
    <section aria-labelledby="builder-canvas-heading" className="flex flex-1 flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3
          id="builder-canvas-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold outline-none"
        >
          Page Canvas
        </h3>
        {items.length > 1 && (
          <p className="text-xs text-muted-foreground">Drag the handle to reorder sections</p>
        )}
      </div>
      <div
        ref={setNodeRef}
        data-testid="builder-canvas"
        className={cn(
          'flex min-h-64 flex-1 flex-col rounded-xl border-2 border-dashed bg-muted/20 p-2 transition-colors sm:p-3',
          addingFromLibrary && 'border-primary/50 bg-primary/[0.03]',
        )}
      >
        {items.length === 0 ? (
          <EndZone empty highlighted={dropTarget?.kind === 'end'} active={addingFromLibrary} />
        ) : (
          <>
            <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
              <ol ref={listRef} aria-label="Page sections, in order" className="flex flex-col gap-2">
                {items.map((item) => (
                  <CanvasItemRow
                    key={item.id}
                    item={item}
                    count={items.length}
                    indicator={indicatorFor(item)}
                    onDelete={deleteAndRefocus}
                    {...actions}
                  />
                ))}
              </ol>
            </SortableContext>
            <EndZone empty={false} highlighted={dropTarget?.kind === 'end'} active={addingFromLibrary} />
          </>
        )}
      </div>
    </section>
  );
}

/** Dropping here appends. On an empty canvas it is the whole drop area, with its empty text. */
function EndZone({ empty, highlighted, active }: { empty: boolean; highlighted: boolean; active: boolean }) {
  const data: DropData = { kind: 'end' };
  const { setNodeRef } = useDroppable({ id: CANVAS_END_ID, data });
  if (empty) {
    return (
      <div
        ref={setNodeRef}
        className={cn(
          'flex flex-1 flex-col items-center justify-center gap-3 rounded-lg px-6 py-10 text-center transition-colors',
          highlighted && 'bg-primary/5 ring-2 ring-primary/40',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LayoutTemplate className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">Start Building Your Page</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Drag components from the sidebar to create your layout
          </p>
        </div>
      </div>
    );
  }
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'mt-2 flex min-h-12 flex-1 items-center justify-center gap-1.5 rounded-lg border border-dashed border-transparent text-xs text-muted-foreground transition-colors',
        active && 'border-primary/40',
        highlighted && 'border-primary bg-primary/5 text-primary',
      )}
    >
      <Plus className="size-3.5" aria-hidden="true" />
      {active ? 'Drop here to add at the end' : 'Drag more components here'}
    </div>
  );
}
