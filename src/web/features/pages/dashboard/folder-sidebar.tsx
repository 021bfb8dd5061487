import { useDndContext, useDroppable } from '@dnd-kit/core';
import type { Folder } from '@shared/api/pages';
import { FolderPlus, MoreHorizontal, Palette, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { FolderSelection } from '../library/library-view';
import { ActionsMenuContent } from './card-shell';
import { type FolderDropData, folderDropId } from './dashboard-dnd';
import { FolderSwatch } from './folder-swatch';

/**
 * The folder list: 'All Pages' (pages in no folder) and each folder with its colour and page
 * count. Every entry is a drop target for page and group cards. A column beside the cards on
 * large screens, kept in view while the cards scroll; chips that wrap onto as many rows as they
 * need on phones and tablets (docs/product.md, 'Folders'). A row that scrolled sideways cut the
 * chip at its edge mid-word ('Spring campaign for Nort') and hid the folders past it; wrapped,
 * every folder shows whole, so the list scrolls away with the page there instead of staying
 * pinned under the header, where many folders would cover the cards (a card dragged upwards
 * scrolls the page back to them, and 'Move to folder' needs no scrolling).
 */
export function FolderSidebar(props: {
  folders: Folder[];
  counts: { unfiled: number; byFolder: Map<number, number> };
  selection: FolderSelection;
  onSelect(selection: FolderSelection): void;
  onCreate(): void;
  onEdit(folder: Folder, focus: 'name' | 'color'): void;
  onDelete(folder: Folder): void;
}) {
  return (
    <nav
      aria-label="Folders"
      className="-mx-4 border-b px-4 pb-4 sm:-mx-6 sm:px-6 lg:sticky lg:top-20 lg:z-20 lg:mx-0 lg:border-0 lg:p-0"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Folders</h2>
        <Button variant="ghost" size="sm" onClick={props.onCreate} className="h-7 px-2 text-xs">
          <FolderPlus aria-hidden="true" />
          New Folder
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2 py-1 lg:flex-col lg:flex-nowrap lg:gap-1">
        <FolderTarget
          folderId={null}
          label="All Pages"
          count={props.counts.unfiled}
          selected={props.selection === 'all'}
          onSelect={() => props.onSelect('all')}
        />
        {props.folders.map((folder) => (
          <FolderTarget
            key={folder.id}
            folderId={folder.id}
            label={folder.name}
            color={folder.color}
            count={props.counts.byFolder.get(folder.id) ?? 0}
            selected={props.selection === folder.id}
            onSelect={() => props.onSelect(folder.id)}
            menu={
              <FolderMenu
                folder={folder}
                onEdit={(focus) => props.onEdit(folder, focus)}
                onDelete={() => props.onDelete(folder)}
              />
            }
          />
        ))}
      </ul>
      {props.folders.length === 0 && (
        <p className="mt-3 hidden px-2 text-xs leading-relaxed text-muted-foreground lg:block">
          Create a folder, then drag pages onto it to keep campaigns apart.
        </p>
      )}
    </nav>
  );
}

function FolderTarget(props: {
  folderId: number | null;
  label: string;
  color?: string;
  count: number;
  selected: boolean;
  onSelect(): void;
  menu?: React.ReactNode;
}) {
  const data: FolderDropData = { folderId: props.folderId, label: props.label };
  const { setNodeRef, isOver } = useDroppable({ id: folderDropId(props.folderId), data });
  const dragging = useDndContext().active !== null;
  return (
    <li
      ref={setNodeRef}
      data-testid="folder-target"
      data-folder={props.label}
      data-over={isOver || undefined}
      className={cn(
        'group/folder relative flex max-w-full min-w-0 items-center rounded-lg border transition-colors lg:border-transparent',
        props.selected ? 'border-primary/30 bg-accent text-accent-foreground' : 'hover:bg-muted/70',
        dragging && !isOver && 'border-dashed border-primary/40 lg:border-primary/30',
        isOver && 'border-primary bg-primary/10 ring-2 ring-primary lg:border-primary',
      )}
    >
      <button
        type="button"
        onClick={props.onSelect}
        aria-pressed={props.selected}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <FolderSwatch color={props.color} />
        {/* Up to two lines, broken between words (a one-line cut left 'Spring campaig…' in the
            sidebar); longer names end in … with the whole name in the tooltip. */}
        <span
          className="line-clamp-2 max-w-48 min-w-0 wrap-break-word lg:max-w-none lg:flex-1"
          title={props.label}
        >
          {props.label}
        </span>
        <span className="ml-auto rounded-full bg-background/80 px-1.5 text-xs text-muted-foreground tabular-nums">
          {props.count}
          <span className="sr-only">{props.count === 1 ? ' page' : ' pages'}</span>
        </span>
      </button>
      {props.menu}
    </li>
  );
}

function FolderMenu(props: { folder: Folder; onEdit(focus: 'name' | 'color'): void; onDelete(): void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="mr-1 size-7 shrink-0 text-muted-foreground"
          aria-label={`Folder actions for ${props.folder.name}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <ActionsMenuContent
        actions={[
          { label: 'Rename', icon: Pencil, onSelect: () => props.onEdit('name') },
          { label: 'Change Color', icon: Palette, onSelect: () => props.onEdit('color') },
        ]}
        deleteLabel="Delete Folder"
        onDelete={props.onDelete}
      />
    </DropdownMenu>
  );
}

export function FolderSidebarSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-4 w-20" />
      <div className="flex gap-2 lg:flex-col">
        <Skeleton className="h-9 w-32 lg:w-full" />
        <Skeleton className="h-9 w-28 lg:w-full" />
        <Skeleton className="h-9 w-24 lg:w-full" />
      </div>
    </div>
  );
}
