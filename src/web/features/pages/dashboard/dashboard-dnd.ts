import {
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Modifier,
  MouseSensor,
  type Over,
  pointerWithin,
  type ScreenReaderInstructions,
  TouchSensor,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import type { MouseEvent as ReactMouseEvent, TouchEvent as ReactTouchEvent } from 'react';

/**
 * Drag and drop of the dashboard: a page card or a whole variation-group card is dragged onto
 * a folder (or 'All Pages') in the sidebar. Only folders are drop targets.
 */
export interface CardDragData {
  kind: 'page' | 'group';
  pageIds: number[];
  title: string;
}
export interface FolderDropData {
  folderId: number | null;
  label: string;
}

export const pageDragId = (id: number) => `page:${id}`;
export const groupDragId = (groupId: string) => `group:${groupId}`;
export const folderDropId = (folderId: number | null) => `folder:${folderId ?? 'all'}`;

export const cardData = (active: Pick<Active, 'data'> | null) =>
  (active?.data.current as CardDragData | undefined) ?? null;
export const folderData = (over: Pick<Over, 'data'> | null) =>
  (over?.data.current as FolderDropData | undefined) ?? null;

/** A drag starts anywhere on a card except on its controls (buttons, links, fields, menus). */
function startsOnCard(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest('[data-drag-handle]')) return true;
  return !target.closest('button, a, input, textarea, select, [role="menuitem"], [contenteditable="true"]');
}

export class CardMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: ({ nativeEvent }: ReactMouseEvent) =>
        nativeEvent.button === 0 && startsOnCard(nativeEvent.target),
    },
  ];
}

export class CardTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: ({ nativeEvent }: ReactTouchEvent) =>
        nativeEvent.touches.length === 1 && startsOnCard(nativeEvent.target),
    },
  ];
}

/** The pointer decides; with the keyboard, the centre of the dragged card's overlay does. */
export const folderCollisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { left, top, width, height } = args.collisionRect;
  return pointerWithin({ ...args, pointerCoordinates: { x: left + width / 2, y: top + height / 2 } });
};

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Reading order of drop targets: top to bottom, then left to right (sidebar or chip row). */
export function orderTargets<T extends { rect: { top: number; left: number } }>(targets: T[]): T[] {
  return [...targets].sort((a, b) => Math.round(a.rect.top - b.rect.top) || a.rect.left - b.rect.left);
}

/** Index of the next target for an arrow key: from nowhere the first (or last), then clamped. */
export function nextTargetIndex(current: number, step: number, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step > 0 ? 0 : count - 1;
  return Math.max(0, Math.min(current + step, count - 1));
}

/** Arrow keys walk the dragged card through the folders, whatever the layout. */
export const folderKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const { over, droppableContainers, droppableRects, collisionRect } = context;
  const targets = orderTargets(
    droppableContainers
      .getEnabled()
      .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
      .filter((t): t is { id: string | number; rect: NonNullable<typeof t.rect> } => !!t.rect),
  );
  const index = nextTargetIndex(
    targets.findIndex((t) => t.id === over?.id),
    step,
    targets.length,
  );
  const target = targets[index];
  if (!target) return undefined;
  const size = collisionRect ?? { width: 0, height: 0 };
  return {
    x: target.rect.left + target.rect.width / 2 - size.width / 2,
    y: target.rect.top + target.rect.height / 2 - size.height / 2,
  };
};

/** The drag preview follows the pointer by its centre (it is much smaller than the card). */
export const centreOnPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!activatorEvent || !draggingNodeRect) return transform;
  const start = getEventCoordinates(activatorEvent);
  if (!start) return transform;
  return {
    ...transform,
    x: transform.x + start.x - draggingNodeRect.left - draggingNodeRect.width / 2,
    y: transform.y + start.y - draggingNodeRect.top - draggingNodeRect.height / 2,
  };
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this page to a folder, press Space or Enter to pick it up, use the arrow keys to choose a ' +
    'folder, then press Space or Enter to drop it there, or Escape to cancel. ' +
    "The card's menu also has a 'Move to folder' item.",
};

export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${cardData(active)?.title ?? 'the page'}. Use the arrow keys to choose a folder.`,
  onDragOver: ({ active, over }) => {
    const title = cardData(active)?.title ?? 'The page';
    const folder = folderData(over);
    return folder ? `${title} is over ${folder.label}.` : `${title} is not over a folder.`;
  },
  onDragEnd: ({ active, over }) => {
    const title = cardData(active)?.title ?? 'The page';
    const folder = folderData(over);
    return folder
      ? `${title} was dropped on ${folder.label}.`
      : `${title} was dropped outside the folders. Nothing changed.`;
  },
  onDragCancel: ({ active }) => `Moving ${cardData(active)?.title ?? 'the page'} was cancelled.`,
};
