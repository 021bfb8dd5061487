import { useDraggable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { ComponentIcon } from './component-icon.tsx';
import type { DragData } from './dnd.ts';
import { libraryDragId } from './dnd.ts';
import { LIBRARY_CATEGORIES, type LibraryComponent, libraryByCategory } from './library.ts';

/** The 'Component Library' sidebar: five category tabs of draggable component cards. */
export function LibraryPanel({ onAdd }: { onAdd(component: LibraryComponent): void }) {
  return (
    <section aria-labelledby="builder-library-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="builder-library-heading" className="text-sm font-semibold">
          Component Library
        </h3>
        <p className="mt-1 text-xs text-muted-foreground">
          Drag onto the canvas, or click to add to the end.
        </p>
      </div>
      <Tabs defaultValue="header" className="gap-0">
        <TabsList className="grid h-auto w-full grid-cols-5">
          {LIBRARY_CATEGORIES.map((category) => (
            <TabsTrigger
              key={category.id}
              value={category.id}
              className="px-0.5 py-1.5 text-xs tracking-tight"
            >
              {category.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {LIBRARY_CATEGORIES.map((category) => (
          <TabsContent key={category.id} value={category.id} className="mt-3">
            <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
              {libraryByCategory(category.id).map((component) => (
                <li key={component.id}>
                  <LibraryCard component={component} onAdd={onAdd} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function LibraryCard({
  component,
  onAdd,
}: {
  component: LibraryComponent;
  onAdd(component: LibraryComponent): void;
}) {
  const data: DragData = { kind: 'library', componentId: component.id, title: component.title };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: libraryDragId(component.id),
    data,
  });
  return (
    // A real <button>: Enter (and a tap or click) adds the component at the end of the page, while
    // the keyboard sensor only starts on Space, so both ways work without a pointer.
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      onClick={() => onAdd(component)}
      data-testid={`library-${component.id}`}
      className={cn(
        'group flex w-full cursor-grab items-start gap-3 rounded-lg border bg-background p-3 text-left shadow-xs transition-[border-color,box-shadow,opacity] outline-none select-none',
        'hover:border-primary/40 hover:shadow-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring active:cursor-grabbing',
        isDragging && 'opacity-50',
      )}
    >
      <ComponentIcon type={component.type} />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{component.title}</span>
        <span className="mt-0.5 block text-xs leading-snug text-muted-foreground">
          {component.description}
        </span>
      </span>
      <Plus
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      />
    </button>
  );
}
