// The sheet's answers and flags held outside React, so that a keystroke renders only what reads the box it
// changed (docs/architecture.md, "The answers store"): each box, the bar's counters and the dialogs subscribe
// to the part they show (hooks/use-answers.ts), and the screen around them does not render at all.
import type { SheetAnswers } from './answers';

export class AnswersStore {
  private answers: SheetAnswers;
  private readonly listeners = new Set<() => void>();

  constructor(first: SheetAnswers) {
    this.answers = first;
  }

  /** The newest answers: a new object after every change, the same one until then. */
  get = (): SheetAnswers => this.answers;

  set(next: SheetAnswers): void {
    this.answers = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** For useSyncExternalStore: `listener` runs after every change; the returned function stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}
