// A vertical list reordered by drag and drop: mouse, touch, and keyboard (Space or Enter on the handle to
// pick up, arrow keys to move, Space or Enter to drop, Escape to cancel), with spoken announcements.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

export interface SortableRender {
  ref: Ref<HTMLDivElement>;
  style: CSSProperties;
  handle: ReactNode;
  isDragging: boolean;
}

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  /** What an item is, for announcements: "exam", "section". */
  kind: string;
  onReorder: (ids: string[]) => void;
  children: (item: T, sortable: SortableRender) => ReactNode;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const instructions =
  'To reorder, press Space or Enter to pick up, use the Up and Down arrow keys to move, press Space or Enter to drop, or Escape to cancel.';

export function SortableList<T>({ items, getId, getName, kind, onReorder, children }: SortableListProps<T>) {
  const ids = items.map(getId);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getName(item) : String(id);
  };
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // dnd-kit reports the picked-up item as over its own place right after pick-up; saying "moved" then
  // would cut off "Picked up" in the assertive live region. Only a change of place is announced.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return `Picked up ${kind} ${nameOf(active.id)}. It is in ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return `${Kind} ${nameOf(active.id)} was moved into ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${Kind} ${nameOf(active.id)} was dropped at ${position(over.id)}.`
        : `${Kind} ${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${Kind} ${nameOf(active.id)} is back in ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableSlot key={getId(item)} id={getId(item)} name={getName(item)}>
            {(sortable) => children(item, sortable)}
          </SortableSlot>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableSlot({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: (sortable: SortableRender) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 20 : undefined,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      className={cn(
        'inline-flex size-8 shrink-0 touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isDragging ? 'cursor-grabbing' : 'cursor-grab',
      )}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return <>{children({ ref: setNodeRef, style, handle, isDragging })}</>;
}
