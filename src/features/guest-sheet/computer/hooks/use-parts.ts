// Where the student is on the test on computer (docs/product.md, "The test on computer"): one part shown, a
// current question, and the moves between them (the bar's numbers and parts, previous and next). Every move
// goes through here, so a per-exam start or finish can plug in at one place. A recording playing once moves
// the part along with it (`follow`) until the student moves themselves.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GuestRoom } from '@/lib/api-types';
import { focusQuestion } from '../lib/focus-question';
import { partsOf, partStart, positionOf, stepPosition, type Position } from '../lib/parts';

export function useParts(room: GuestRoom) {
  const parts = useMemo(() => partsOf(room), [room]);
  const [position, setPosition] = useState<Position>(() => partStart(parts, 0));
  // The control to focus once the move has rendered.
  const focusNext = useRef<Position | null>(null);
  const moved = useRef(false);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    // Lazily rendered content (a group's Markdown) may come a frame later.
    if (!focusQuestion(target.questionId)) requestAnimationFrame(() => focusQuestion(target.questionId));
  }, [position]);

  const moveTo = useCallback((next: Position, focus: boolean) => {
    moved.current = true;
    if (focus) focusNext.current = next;
    setPosition(next);
  }, []);

  /** A question from the bar: its part shows and its control takes the focus. */
  const goTo = useCallback(
    (questionId: string) => {
      const next = positionOf(parts, questionId);
      if (next) moveTo(next, true);
    },
    [parts, moveTo],
  );

  /** Previous (-1) or next (+1) question, crossing parts. */
  const step = useCallback(
    (direction: 1 | -1) => {
      const next = stepPosition(parts, position, direction);
      if (next) moveTo(next, true);
    },
    [parts, position, moveTo],
  );

  const showPart = useCallback((part: number) => moveTo(partStart(parts, part), false), [parts, moveTo]);

  /** The focus went to a question's control: it is the current one (no move). */
  const setCurrent = useCallback(
    (questionId: string) =>
      setPosition((old) => (old.questionId === questionId ? old : (positionOf(parts, questionId) ?? old))),
    [parts],
  );

  /** A recording moved on to a section: its part shows, unless the student has moved since `startFollowing`. */
  const follow = useCallback(
    (sectionId: string) => {
      if (moved.current) return;
      const part = parts.findIndex((p) => p.section.id === sectionId);
      if (part >= 0) setPosition((old) => (old.part === part ? old : partStart(parts, part)));
    },
    [parts],
  );
  const startFollowing = useCallback(() => {
    moved.current = false;
  }, []);

  return {
    parts,
    position,
    current: parts[position.part],
    goTo,
    step,
    showPart,
    setCurrent,
    follow,
    startFollowing,
    atStart: stepPosition(parts, position, -1) === null,
    atEnd: stepPosition(parts, position, 1) === null,
  };
}

export type Parts = ReturnType<typeof useParts>;
