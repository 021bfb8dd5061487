import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DroppableContainer,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  type Over,
  pointerWithin,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  type CanvasItem,
  type DragSource,
  type DropTarget,
  isCanvasFull,
  MAX_CANVAS_ITEMS,
  planDrop,
} from './canvas.ts';

/**
 * The glue between dnd-kit and the pure canvas rules: drag/drop data, collision detection,
 * keyboard movement and screen-reader text. Library cards are plain draggables and canvas items
 * are sortables; only canvas items and the end zone are drop targets, which is what keeps
 * library items from ever being dropped back into the library.
 */
export type DragData =
  | { kind: 'library'; componentId: string; title: string }
  | { kind: 'canvas'; itemId: string; title: string };
export type DropData = { kind: 'end' } | { kind: 'zone' };

export const CANVAS_ZONE_ID = 'builder-canvas';
export const CANVAS_END_ID = 'builder-canvas-end';
export const libraryDragId = (componentId: string) => `library:${componentId}`;

const kindOf = (c: Pick<DroppableContainer, 'data'> | null | undefined): string | undefined =>
  (c?.data.current as { kind?: string } | undefined)?.kind;

export const dragData = (active: Pick<Active, 'data'>) => active.data.current as DragData | undefined;

export function toDragSource(active: Pick<Active, 'data'>): DragSource | null {
  const data = dragData(active);
  if (data?.kind === 'library') return { kind: 'library', componentId: data.componentId };
  if (data?.kind === 'canvas') return { kind: 'canvas', itemId: data.itemId };
  return null;
}

/** `after` compares the dragged card's centre with the hovered item's centre. */
export function toDropTarget(over: Over | null, active: Pick<Active, 'rect'>): DropTarget {
  const kind = kindOf(over);
  if (!over || !kind) return null;
  if (kind === 'end' || kind === 'zone') return { kind: 'end' };
  if (kind !== 'canvas') return null;
  const dragged = active.rect.current.translated;
  const after = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { kind: 'item', itemId: String(over.id), after };
}

/** Canvas items accept everything; the end zone only accepts new components from the library. */
const targetsFor = (data: DragData | undefined, containers: DroppableContainer[]) =>
  containers.filter((c) => kindOf(c) === 'canvas' || (data?.kind === 'library' && kindOf(c) === 'end'));

export const builderCollisionDetection: CollisionDetection = (args) => {
  const data = dragData(args.active);
  const targets = targetsFor(data, args.droppableContainers);
  const pointer = args.pointerCoordinates;
  if (!pointer) {
    // Keyboard: libraryKeyboardCoordinates centres the card (just above the middle) on its target,
    // so its centre picks the target; before the first arrow key it is over nothing at all.
    if (data?.kind === 'library') {
      const { left, top, width, height } = args.collisionRect;
      const probe = { x: left + width / 2, y: top + height / 2 };
      return pointerWithin({ ...args, pointerCoordinates: probe, droppableContainers: targets });
    }
    return closestCorners({ ...args, droppableContainers: targets });
  }
  // A pointer outside the canvas means "no destination": the drop is ignored.
  const zone = args.droppableContainers.filter((c) => kindOf(c) === 'zone');
  if (!pointerWithin({ ...args, droppableContainers: zone }).length) return [];
  const within = pointerWithin({ ...args, droppableContainers: targets });
  return within.length ? within : closestCenter({ ...args, droppableContainers: targets });
};

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Arrow keys walk a library card through the canvas positions (each item, then the end zone),
 * whatever the layout: on a phone the canvas is below the library, on a desktop to its right.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, droppableContainers, droppableRects, collisionRect } = args.context;
  if (!active) return undefined;
  const data = dragData(active);
  if (data?.kind === 'canvas') {
    // Reordering only ever targets other canvas items, never the zone or the end slot. dnd-kit does
    // not export its container map class, so a filtered copy is built with the same constructor.
    const ContainersMap = droppableContainers.constructor as new (
      entries: [DroppableContainer['id'], DroppableContainer][],
    ) => DroppableContainers;
    const items = new ContainersMap(
      [...droppableContainers.entries()].filter(([, c]) => kindOf(c) === 'canvas'),
    );
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: items },
    });
  }
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const targets = targetsFor(data, droppableContainers.getEnabled())
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((t): t is { id: DroppableContainer['id']; rect: NonNullable<typeof t.rect> } => !!t.rect)
    .sort((a, b) => a.rect.top - b.rect.top);
  if (!targets.length) return undefined;
  const current = targets.findIndex((t) => t.id === over?.id);
  const next = current < 0 ? (step > 0 ? 0 : targets.length - 1) : current + step;
  const { rect } = targets[Math.max(0, Math.min(next, targets.length - 1))]!;
  // Centre 1px above the target's middle: toDropTarget then reads it as "insert before this item".
  const size = collisionRect ?? { width: 0, height: 0 };
  return {
    x: rect.left + rect.width / 2 - size.width / 2,
    y: rect.top + rect.height / 2 - size.height / 2 - 1,
  };
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a component, press Space. Use the arrow keys to choose a position on the page canvas, ' +
    'then press Space again to drop it, or Escape to cancel. ' +
    'In the library, press Enter to add a component to the end of the page.',
};

/** Announces positions in words ('position 2 of 4') using the same rules the drop will apply. */
export function createAnnouncements(getItems: () => CanvasItem[]): Announcements {
  const describe = (active: Active, over: Over | null) => {
    const items = getItems();
    const data = dragData(active);
    const source = toDragSource(active);
    const plan = source ? planDrop(items, source, toDropTarget(over, active)) : null;
    const full = data?.kind === 'library' && isCanvasFull(items);
    return { items, title: data?.title ?? 'Component', isNew: data?.kind === 'library', plan, full };
  };
  return {
    onDragStart({ active }) {
      const { items, title, isNew } = describe(active, null);
      if (isNew) return `Picked up ${title} from the library. Use the arrow keys to choose a position.`;
      const index = items.findIndex((item) => item.id === active.id);
      return `Picked up ${title}, position ${index + 1} of ${items.length}.`;
    },
    onDragOver({ active, over }) {
      const { items, title, plan, full } = describe(active, over);
      if (full) return `The page canvas is full: it holds at most ${MAX_CANVAS_ITEMS} components.`;
      if (plan?.kind === 'insert')
        return `${title} will be added at position ${plan.index + 1} of ${items.length + 1}.`;
      if (plan?.kind === 'move') return `${title} is over position ${plan.to + 1} of ${items.length}.`;
      return over ? `${title} is over its original position.` : `${title} is not over the page canvas.`;
    },
    onDragEnd({ active, over }) {
      const { items, title, plan, full } = describe(active, over);
      if (full) return `${title} was not added: the page canvas is full.`;
      if (plan?.kind === 'insert')
        return `${title} was added at position ${plan.index + 1} of ${items.length + 1}.`;
      if (plan?.kind === 'move') return `${title} was moved to position ${plan.to + 1} of ${items.length}.`;
      return over
        ? `${title} was dropped in its original position.`
        : `${title} was dropped outside the page canvas. Nothing changed.`;
    },
    onDragCancel({ active }) {
      return `Dragging was cancelled. ${describe(active, null).title} was not moved.`;
    },
  };
}
