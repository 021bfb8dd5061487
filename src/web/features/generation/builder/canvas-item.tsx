import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Copy, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { type CanvasItem, summarizeItem } from './canvas.ts';
import { ComponentIcon } from './component-icon.tsx';
import type { DragData } from './dnd.ts';
import { IconButton } from './icon-button.tsx';

export type DropIndicator = 'before' | 'after' | null;

interface CanvasItemRowProps {
  item: CanvasItem;
  count: number;
  /** Where a library card being dragged over this item would land. */
  indicator: DropIndicator;
  onEdit(item: CanvasItem): void;
  onDuplicate(item: CanvasItem): void;
  onDelete(item: CanvasItem): void;
}

/** One sortable section on the canvas. Only the grip starts a drag, so the buttons stay clickable. */
export function CanvasItemRow({ item, count, indicator, onEdit, onDuplicate, onDelete }: CanvasItemRowProps) {
  const data: DragData = { kind: 'canvas', itemId: item.id, title: item.title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, data });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="relative"
      data-testid="canvas-item"
      data-item-type={item.type}
    >
      {indicator && <InsertLine position={indicator} />}
      <ItemCard
        item={item}
        className={cn(isDragging && 'border-dashed opacity-40 shadow-none')}
        grip={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${item.title}, position ${item.position + 1} of ${count}`}
            className="-ml-1 flex h-9 w-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
        actions={
          <>
            <IconButton label={`Edit ${item.title}`} title="Edit" onClick={() => onEdit(item)}>
              <Pencil />
            </IconButton>
            <IconButton label={`Duplicate ${item.title}`} title="Duplicate" onClick={() => onDuplicate(item)}>
              <Copy />
            </IconButton>
            <IconButton
              label={`Delete ${item.title}`}
              title="Delete"
              onClick={() => onDelete(item)}
              className="hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 />
            </IconButton>
          </>
        }
      />
    </li>
  );
}

/**
 * The card body, shared with the drag preview. A grid, so that on a phone the actions sit beside
 * the title and the description and summary get the full width below; from `sm` it is one row:
 * grip, icon, text, actions.
 */
export function ItemCard({
  item,
  grip,
  actions,
  className,
}: {
  item: CanvasItem;
  grip: React.ReactNode;
  actions: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 rounded-lg border bg-card p-2.5 shadow-xs transition-[border-color,box-shadow,opacity]',
        'sm:grid-cols-[auto_auto_minmax(0,1fr)_auto] sm:gap-x-3 sm:p-3',
        className,
      )}
    >
      <div className="row-span-2">{grip}</div>
      <ComponentIcon type={item.type} className="row-span-2 hidden sm:flex" />
      <p className="flex min-w-0 items-baseline gap-2 text-sm font-medium">
        <span className="truncate">{item.title}</span>
        <span className="shrink-0 text-xs font-normal text-muted-foreground tabular-nums">
          #{item.position + 1}
        </span>
      </p>
      <div className="flex shrink-0 items-center gap-0.5 sm:row-span-2">{actions}</div>
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="truncate text-xs text-muted-foreground">{item.description}</p>
        <p className="mt-1 truncate text-xs font-medium text-primary" data-testid="canvas-item-summary">
          {summarizeItem(item)}
        </p>
      </div>
    </div>
  );
}

/** The grip as drawn in the drag preview, where it is not a control. */
export function GripGlyph() {
  return (
    <span className="-ml-1 flex h-9 w-7 items-center justify-center text-muted-foreground">
      <GripVertical className="size-4" aria-hidden="true" />
    </span>
  );
}

function InsertLine({ position }: { position: 'before' | 'after' }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-x-1 z-10 h-0.5 rounded-full bg-primary',
        position === 'before' ? '-top-[5px]' : '-bottom-[5px]',
      )}
    >
      <span className="absolute -top-[3px] -left-1 size-2 rounded-full bg-primary" />
    </div>
  );
}
