import { Box, IconButton } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** How a person names the item ("Green Villa", "Photo 3"): used by the handle's label and the announcements. */
  nameOf: (item: T) => string;
  /** The new order, as ids. */
  onReorder: (ids: string[]) => void;
  /** Draws one item; `handle` is its drag handle, to be placed where the item wants it. */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  /** The list element around the items (an `ol` or `ul`); the drag announcements live beside it, not in it. */
  renderList: (items: ReactNode) => ReactNode;
  /** `grid` for photos laid out in rows, `list` for a column. */
  layout?: 'list' | 'grid';
  disabled?: boolean;
}

/** Each item is drawn inside an `li`, in the list element `renderList` gives. */

/** Said to screen readers when a handle gets focus (dnd-kit reads it from aria-describedby). */
const INSTRUCTIONS =
  'To move this item, press Space or Enter, then the arrow keys to choose its place, and Space or Enter again to drop it. Escape puts it back.';

/**
 * A list the firm reorders by dragging a handle with the mouse or a finger (a short press on a
 * phone, so the page still scrolls), or with the keyboard alone; each step is announced.
 */
export function SortableList<T>({ items, idOf, nameOf, onReorder, renderItem, renderList, layout = 'list', disabled }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(idOf), [items, idOf]);
  const announcements = useMemo(() => orderAnnouncements(items, ids, nameOf), [items, ids, nameOf]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        {renderList(
          items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} name={nameOf(item)} disabled={disabled}>
              {(handle) => renderItem(item, handle, index)}
            </SortableItem>
          )),
        )}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, name, disabled, children }: { id: string; name: string; disabled?: boolean; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${name}`}
      // A thumb-sized target (48 px) that does not scroll the page while it is held.
      minW="12"
      h="12"
      variant="ghost"
      colorPalette="gray"
      cursor={disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab'}
      touchAction="none"
      disabled={disabled}
    >
      <GripVertical />
    </IconButton>
  );
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 2 : undefined}
      opacity={isDragging ? 0.85 : 1}
      shadow={isDragging ? 'lg' : undefined}
      data-dragging={isDragging || undefined}
    >
      {children(handle)}
    </Box>
  );
}

/** "Picked up Green Villa, position 2 of 5." and the like, by the items' names rather than their ids. */
export function orderAnnouncements<T>(items: readonly T[], ids: readonly string[], nameOf: (item: T) => string): Announcements {
  const name = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    return index >= 0 ? nameOf(items[index]) : 'the item';
  };
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // dnd-kit reports the item over its own place right after picking it up: that is still the pick-up.
  let moved = false;
  const pickedUp = (id: UniqueIdentifier) => `Picked up ${name(id)}, ${position(id)}.`;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return pickedUp(active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return pickedUp(active.id);
      moved = true;
      return over ? `${name(active.id)} is now at ${position(over.id)}.` : `${name(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Dropped ${name(active.id)} at ${position(over.id)}.` : `${name(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it is back where it was.`,
  };
}
