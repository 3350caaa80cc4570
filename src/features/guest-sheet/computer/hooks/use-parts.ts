// Where the student is on the test on computer (docs/product.md, "The test on computer"): one part shown, a
// current question, and the moves between them (the bar's numbers and parts, previous and next). Every move
// goes through here, so a per-exam start or finish can plug in at one place. A recording playing once moves
// the part along with it (`follow`) until the student moves themselves. In a room whose exams run one after
// another (docs/architecture.md, "Exams one after another") only the running exam's parts can be reached.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GuestRoom } from '@/lib/api-types';
import { focusPartHeading, focusQuestion } from '../lib/focus-question';
import { partsOf, partStart, positionOf, stepPosition, type Part, type Position } from '../lib/parts';
import { nextTask } from '../../lib/next-task';
import { ValueStore } from '../../lib/value-store';
import { readPosition, writePosition } from '../lib/position-storage';

/** Where the student may go: every part (undefined), only the parts of one exam, or none (null). */
export type OpenExam = string | null | undefined;

/**
 * `guestUuid`: where the student is is kept on the device for the room and guest, and a reload returns there
 * (when that part is still open).
 */
export function useParts(room: GuestRoom, openExam?: OpenExam, guestUuid?: string) {
  const parts = useMemo(() => partsOf(room), [room]);
  const isOpen = useCallback(
    (part: number) => openExam === undefined || parts[part]?.exam.id === openExam,
    [parts, openExam],
  );
  const [position, setPosition] = useState<Position>(() => {
    const kept = guestUuid ? readPosition(room.id, guestUuid, parts) : null;
    const keptOpen = kept && (openExam === undefined || parts[kept.part]?.exam.id === openExam);
    return keptOpen ? kept : partStart(parts, Math.max(0, firstOpen(parts, openExam)));
  });
  // The current question within the part shown, outside React's state: the focus moving from box to box
  // renders the bar, which shows it, and not the screen (docs/architecture.md, "The answers store"). A move
  // sets both.
  const [current] = useState(() => new CurrentQuestion(position.questionId));
  useLayoutEffect(() => current.set(position.questionId), [current, position]);
  useEffect(() => {
    if (guestUuid) writePosition(room.id, guestUuid, parts, { ...position, questionId: current.get() });
  }, [room.id, guestUuid, parts, position, current]);

  // The exam that runs changed (the next one's turn): its first part shows (set while rendering, as React
  // advises for state that follows a prop).
  const [examShown, setExamShown] = useState(openExam);
  if (examShown !== openExam) {
    setExamShown(openExam);
    const first = openExam ? firstOpen(parts, openExam) : -1;
    if (first >= 0 && parts[position.part]?.exam.id !== openExam) setPosition(partStart(parts, first));
  }
  // What takes the focus once the move has rendered: a question's control, or the part's heading (a part
  // change from the bar).
  const focusNext = useRef<Position | 'heading' | null>(null);
  const moved = useRef(false);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const focus = target === 'heading' ? focusPartHeading : () => focusQuestion(target.questionId);
    // Lazily rendered content (a group's Markdown) may come a frame later.
    if (!focus()) requestAnimationFrame(focus);
  }, [position]);

  const moveTo = useCallback((next: Position, focus: 'question' | 'heading') => {
    moved.current = true;
    focusNext.current = focus === 'heading' ? 'heading' : next;
    setPosition(next);
  }, []);

  /** A question from the bar: its part shows and its control takes the focus. */
  const goTo = useCallback(
    (questionId: string) => {
      const next = positionOf(parts, questionId);
      if (next && isOpen(next.part)) moveTo(next, 'question');
    },
    [parts, isOpen, moveTo],
  );

  /** The previous (-1) or next (+1) question's position from `questionId` of the part shown, within the open parts; null at their ends. */
  const openStep = useCallback(
    (direction: 1 | -1, questionId = current.get()) => {
      const next = stepPosition(parts, { part: position.part, questionId }, direction);
      return next && isOpen(next.part) ? next : null;
    },
    [parts, position.part, isOpen, current],
  );

  /** Previous (-1) or next (+1) question, crossing parts. */
  const step = useCallback(
    (direction: 1 | -1) => {
      const next = openStep(direction);
      if (next) moveTo(next, 'question');
    },
    [openStep, moveTo],
  );

  const showPart = useCallback(
    (part: number) => {
      if (isOpen(part)) moveTo(partStart(parts, part), 'heading');
    },
    [parts, isOpen, moveTo],
  );

  /** The focus went to a question's control: it is the current one (no move), kept for a reload. */
  const setCurrent = useCallback(
    (questionId: string) => {
      const next = positionOf(parts, questionId);
      if (!next || questionId === current.get()) return;
      if (next.part !== position.part) return setPosition(next);
      current.setFromFocus(questionId);
      if (guestUuid) writePosition(room.id, guestUuid, parts, next);
    },
    [parts, position.part, current, guestUuid, room.id],
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
    /** The current question of the part shown (the bar subscribes; `openStep` reads it). */
    currentQuestion: current,
    current: parts[position.part],
    /** Whether the bar may go to a part. */
    isOpen,
    goTo,
    step,
    showPart,
    setCurrent,
    follow,
    startFollowing,
    /** Whether there is no previous (-1) or next (+1) question to go to from `questionId`. */
    atEdge: (direction: 1 | -1, questionId: string | null) => openStep(direction, questionId) === null,
  };
}

/** The current question, held outside React (as lib/answers-store.ts holds the answers). */
class CurrentQuestion extends ValueStore<string | null> {
  private readonly announcing = nextTask(() => this.announce());

  /**
   * The focus moved to a question's control: it is current at once for whoever reads it, and the bar renders
   * in a task of its own. The focus comes within a click or a keystroke's task, whose own work (the browser
   * laying the page out for the focus, the box's change) it would otherwise lengthen past 50 ms on a slow
   * laptop (docs/performance-log.md, 2026-11-29, afternoon). Several moves in one task render once.
   */
  setFromFocus(questionId: string | null): void {
    if (questionId === this.get()) return;
    this.setQuietly(questionId);
    this.announcing.schedule();
  }
}

/** The index of the first part of `openExam` (0 when every part is open; -1 for none). */
function firstOpen(parts: Part[], openExam: OpenExam): number {
  if (openExam === undefined) return 0;
  return parts.findIndex((part) => part.exam.id === openExam);
}

export type Parts = ReturnType<typeof useParts>;
