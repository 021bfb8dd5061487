import {
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import {
  announcements,
  type CardDragData,
  CardMouseSensor,
  CardTouchSensor,
  cardData,
  folderCollisionDetection,
  folderData,
  folderKeyboardCoordinates,
  screenReaderInstructions,
} from './dashboard-dnd';

/**
 * Sensors and handlers of the dashboard's DndContext. A mouse drag starts after 6 px, a touch
 * after a short press (a swipe still scrolls), the keyboard with Space or Enter on a card's
 * grip button; arrow keys then step through the folders.
 */
export function useDashboardDnd(
  onDrop: (card: CardDragData, folderId: number | null, label: string) => void,
) {
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: folderKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState<CardDragData | null>(null);

  const contextProps: DndContextProps = {
    sensors,
    collisionDetection: folderCollisionDetection,
    accessibility: { announcements, screenReaderInstructions },
    onDragStart: (event: DragStartEvent) => setDragging(cardData(event.active)),
    onDragEnd: (event: DragEndEvent) => {
      setDragging(null);
      const card = cardData(event.active);
      const folder = folderData(event.over);
      if (card && folder) onDrop(card, folder.folderId, folder.label);
    },
    onDragCancel: () => setDragging(null),
  };
  return { contextProps, dragging };
}
