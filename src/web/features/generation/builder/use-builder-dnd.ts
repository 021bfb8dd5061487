import {
  type DndContextProps,
  type DragMoveEvent,
  type DragOverEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { applyDrop, type CanvasItem, type DropTarget } from './canvas.ts';
import {
  builderCollisionDetection,
  builderKeyboardCoordinates,
  createAnnouncements,
  type DragData,
  dragData,
  screenReaderInstructions,
  toDragSource,
  toDropTarget,
} from './dnd.ts';
import { getLibraryComponent } from './library.ts';

const sameTarget = (a: DropTarget, b: DropTarget) =>
  a === b ||
  (a?.kind === 'item' && b?.kind === 'item' && a.itemId === b.itemId && !!a.after === !!b.after) ||
  (a?.kind === 'end' && b?.kind === 'end');

/**
 * Sensors, handlers and announcements for the builder's DndContext. Mouse and touch get separate
 * sensors so a touch only starts a drag after a short press: a plain swipe still scrolls the
 * library on a phone. Space (not Enter) starts a keyboard drag, leaving Enter to "add" a card.
 */
export function useBuilderDnd(items: CanvasItem[], setItems: Dispatch<SetStateAction<CanvasItem[]>>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: builderKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget>(null);
  /** Read by the dialog's Escape handler, which runs before dnd-kit sees the key. */
  const draggingRef = useRef(false);
  /** Announcements are created once and read the latest list through this ref. */
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const announcements = useMemo(() => createAnnouncements(() => itemsRef.current), []);
  /** Live region and instructions live inside the dialog: the modal hides everything outside it. */
  const [a11yContainer, setA11yContainer] = useState<HTMLElement | null>(null);

  const track = (event: DragOverEvent | DragMoveEvent) => {
    // Only new components need an insertion line; sortable items already make room by moving.
    if (dragData(event.active)?.kind !== 'library') return;
    const next = toDropTarget(event.over, event.active);
    setDropTarget((prev) => (sameTarget(prev, next) ? prev : next));
  };
  const reset = () => {
    draggingRef.current = false;
    setDragging(null);
    setDropTarget(null);
  };

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection: builderCollisionDetection,
    accessibility: { announcements, screenReaderInstructions, container: a11yContainer ?? undefined },
    onDragStart: (event) => {
      draggingRef.current = true;
      setDragging(dragData(event.active) ?? null);
    },
    onDragOver: track,
    onDragMove: track,
    onDragEnd: (event) => {
      const source = toDragSource(event.active);
      const target = toDropTarget(event.over, event.active);
      if (source) setItems((prev) => applyDrop(prev, source, target, getLibraryComponent, Date.now()));
      reset();
    },
    onDragCancel: reset,
  };

  return { contextProps, dragging, dropTarget, draggingRef, setA11yContainer };
}
