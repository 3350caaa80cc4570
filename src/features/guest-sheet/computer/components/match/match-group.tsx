// A `match` group of the test on computer (docs/architecture.md, "The test on computer": headings, features,
// endings): the group's lettered options are dragged, or picked and placed, into each question's gap. The
// value sent is the letter, as a typed box would send it; an option may answer any number of questions.
// Loaded in its own chunk by the screen: @dnd-kit stays inside this folder.
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ContentOption, GuestReviewEntry, SheetGroup } from '@/lib/api-types';
import { gapDropId, letterOfDragId } from '../../lib/match-ids';
import { MatchGap } from './match-gap';
import { MatchOption, OptionLabel } from './match-option';

export interface MatchGroupProps {
  group: SheetGroup;
  /** Answers by question id (a letter, or '' / absent for none). */
  values: Record<string, string>;
  /** A letter, or '' to clear. */
  onChange: (questionId: string, value: string) => void;
  readOnly?: boolean;
  /** A submitted sheet's review (results setting `review`), by question id: marked beside each gap. */
  verdicts?: ReadonlyMap<string, GuestReviewEntry>;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    "To answer with this option, press Enter, then Enter on a question's gap. Or press Space to pick it up, the arrow keys to move between questions, Space to place it, Escape to cancel.",
};

const NEXT_KEYS: string[] = [KeyboardCode.Down, KeyboardCode.Right];
const PREVIOUS_KEYS: string[] = [KeyboardCode.Up, KeyboardCode.Left];

export function MatchGroup({ group, values, onChange, readOnly = false, verdicts }: MatchGroupProps) {
  const options = group.options ?? [];
  const slots = group.slots.filter((slot): slot is typeof slot & { questionId: string } => !!slot.questionId);
  const [chosen, setPicked] = useState<ContentOption | null>(null);
  // A sheet that turns read-only (submitted) while an option is picked places nothing more.
  const picked = readOnly ? null : chosen;
  const [dragged, setDragged] = useState<ContentOption | null>(null);
  const [hint, setHint] = useState('');
  // The gap a keyboard drag is over: the arrow keys step through the gaps in order, whatever their layout.
  const keyboardTarget = useRef<string | null>(null);

  const optionOf = (letter: string) => options.find((option) => option.letter === letter);
  const numOf = (dropId: string | number | undefined) =>
    slots.find((slot) => gapDropId(slot.questionId) === dropId)?.num;

  const stepGaps: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = NEXT_KEYS.includes(event.code) ? 1 : PREVIOUS_KEYS.includes(event.code) ? -1 : 0;
    if (!step) return undefined;
    event.preventDefault();
    const ids = slots.map((slot) => gapDropId(slot.questionId));
    const at = keyboardTarget.current ? ids.indexOf(keyboardTarget.current) : step > 0 ? -1 : ids.length;
    const next = ids[Math.max(0, Math.min(ids.length - 1, at + step))];
    if (!next) return undefined;
    keyboardTarget.current = next;
    const target = context.droppableRects.get(next);
    const moving = context.collisionRect;
    if (!target || !moving) return currentCoordinates;
    // The dragged option is shown centred on the gap it is over.
    return {
      x: target.left + (target.width - moving.width) / 2,
      y: target.top + (target.height - moving.height) / 2,
    };
  };

  const sensors = useSensors(
    // A click without moving picks the option up (the fallback below); a drag starts after 6 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space drags; Enter is left to the pick-and-place path.
    useSensor(KeyboardSensor, {
      coordinateGetter: stepGaps,
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    const target = keyboardTarget.current;
    if (target) return args.droppableContainers.filter((c) => c.id === target).map((c) => ({ id: c.id }));
    return pointerWithin(args);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const option = optionOf(letterOfDragId(active.id));
      return `Picked up option ${letterOfDragId(active.id)}${option ? `, ${option.text}` : ''}. Move it to a question's gap with the arrow keys and press Space to place it, or Escape to cancel.`;
    },
    onDragOver: ({ active, over }) =>
      over
        ? `Option ${letterOfDragId(active.id)} is over the gap of question ${numOf(over.id)}.`
        : `Option ${letterOfDragId(active.id)} is not over a question's gap.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Option ${letterOfDragId(active.id)} placed in question ${numOf(over.id)}.`
        : `Option ${letterOfDragId(active.id)} dropped outside the questions. No answer changed.`,
    onDragCancel: ({ active }) => `Moving option ${letterOfDragId(active.id)} cancelled. No answer changed.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    keyboardTarget.current = null;
    setPicked(null);
    setHint('');
    setDragged(optionOf(letterOfDragId(active.id)) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const slot = slots.find((s) => gapDropId(s.questionId) === over?.id);
    if (slot) onChange(slot.questionId, letterOfDragId(active.id));
    keyboardTarget.current = null;
    setDragged(null);
  };
  const onDragCancel = () => {
    keyboardTarget.current = null;
    setDragged(null);
  };

  const pick = (option: ContentOption) => {
    const again = picked?.letter === option.letter;
    setPicked(again ? null : option);
    setHint(
      again
        ? ''
        : `Selected: ${option.letter} ${option.text}. Now choose a question's gap to place it, or press Escape to cancel.`,
    );
  };
  const place = (questionId: string, num: number) => {
    if (!picked) {
      setHint(`Choose an option first, then the gap of question ${num}.`);
      return;
    }
    onChange(questionId, picked.letter);
    setHint(`${picked.letter} placed in question ${num}.`);
    setPicked(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && picked) {
      event.preventDefault();
      setPicked(null);
      setHint('Cancelled.');
    }
  };

  const headingId = `match-${group.id}-options`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {/* Escape drops a picked option, wherever focus is in the group. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="grid gap-[1em] text-[1em]" data-match-group={group.id} onKeyDown={onKeyDown}>
        <div className="grid gap-[0.5em]">
          <p id={headingId} className="text-[0.875em] font-semibold">
            Options
          </p>
          <ul aria-labelledby={headingId} className="flex flex-wrap gap-[0.5em]">
            {options.map((option) => (
              <li key={option.letter} className="max-w-full">
                <MatchOption
                  option={option}
                  picked={picked?.letter === option.letter}
                  disabled={readOnly}
                  onPick={pick}
                />
              </li>
            ))}
          </ul>
          <p
            aria-live="polite"
            data-annotation-skip=""
            className="min-h-[1.25em] text-[0.875em] text-muted-foreground"
          >
            {hint}
          </p>
        </div>
        <ol className="grid gap-[0.75em]">
          {slots.map((slot) => (
            <li key={slot.questionId}>
              <MatchGap
                slot={slot}
                value={values[slot.questionId] ?? ''}
                option={optionOf(values[slot.questionId] ?? '')}
                picked={picked}
                readOnly={readOnly}
                verdict={verdicts?.get(slot.questionId)}
                onPlace={place}
                onClear={(questionId) => onChange(questionId, '')}
              />
            </li>
          ))}
        </ol>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="rounded-md border-2 border-primary bg-background px-[0.75em] py-[0.5em] shadow-lg">
            <OptionLabel option={dragged} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
