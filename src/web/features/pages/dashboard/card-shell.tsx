import { useDraggable } from '@dnd-kit/core';
import { FolderInput, GripVertical, type LucideIcon, MoreHorizontal, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { CardDragData } from './dashboard-dnd';

/**
 * What page cards and group cards share: the card is draggable onto a folder (anywhere on
 * it with a mouse or finger, or by its grip button with the keyboard), and a menu offers
 * 'Move to folder' and delete as plain, accessible alternatives.
 */
export function DraggableCard(props: {
  dragId: string;
  data: CardDragData;
  testId: string;
  /** Long lists skip layout and paint of the cards off screen until they scroll into view. */
  lazyPaint?: boolean;
  media: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: props.dragId,
    data: props.data,
  });
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      aria-label={props.data.kind === 'group' ? `Variation group: ${props.data.title}` : props.data.title}
      data-testid={props.testId}
      className={cn(
        'group/card relative flex w-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-[box-shadow,opacity] hover:shadow-md',
        props.lazyPaint && '[contain-intrinsic-size:auto_34rem] [content-visibility:auto]',
        isDragging && 'opacity-40 ring-2 ring-primary/40',
      )}
    >
      <div className="relative border-b">
        {props.media}
        <button
          type="button"
          ref={setActivatorNodeRef}
          data-drag-handle=""
          {...attributes}
          aria-label={`Drag ${props.data.title} to a folder`}
          className="absolute top-2 left-2 flex size-8 cursor-grab items-center justify-center rounded-md border bg-background/90 text-muted-foreground shadow-sm backdrop-blur outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </div>
      {props.children}
    </article>
  );
}

export function CardMenu(props: { label: string; deleteLabel: string; onMove(): void; onDelete(): void }) {
  // A dashboard shows up to hundreds of cards: the Radix menu mounts on first use only.
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label={`More actions for ${props.label}`}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={
        mounted
          ? undefined
          : () => {
              setMounted(true);
              setOpen(true);
            }
      }
      onKeyDown={
        mounted
          ? undefined
          : (event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setMounted(true);
                setOpen(true);
              }
            }
      }
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  if (!mounted) return trigger;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <ActionsMenuContent
        actions={[{ label: 'Move to folder', icon: FolderInput, onSelect: props.onMove }]}
        deleteLabel={props.deleteLabel}
        onDelete={props.onDelete}
      />
    </DropdownMenu>
  );
}

/** A card's or a folder's menu: its actions, then, set apart, the destructive delete. */
export function ActionsMenuContent(props: {
  actions: { label: string; icon: LucideIcon; onSelect(): void }[];
  deleteLabel: string;
  onDelete(): void;
}) {
  return (
    <DropdownMenuContent align="end">
      {props.actions.map(({ label, icon: Icon, onSelect }) => (
        <DropdownMenuItem key={label} onSelect={onSelect}>
          <Icon aria-hidden="true" /> {label}
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={props.onDelete}>
        <Trash2 aria-hidden="true" /> {props.deleteLabel}
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}

/** The card being dragged, as a compact chip under the pointer. */
export function DragChip({ data }: { data: CardDragData }) {
  return (
    <div className="flex w-64 cursor-grabbing items-center gap-2 rounded-lg border bg-background px-3 py-2 text-sm shadow-xl ring-2 ring-primary/40">
      <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate font-medium">{data.title}</span>
      {data.kind === 'group' && (
        <span className="shrink-0 rounded bg-primary/10 px-1.5 text-xs text-primary">
          {plural(data.pageIds.length, 'page')}
        </span>
      )}
    </div>
  );
}
