// The sheet's answers and flags held outside React, so that a keystroke renders only what reads the box it
// changed (docs/architecture.md, "The answers store"): each box, the bar's counters and the dialogs subscribe
// to the part they show (hooks/use-answers.ts), and the screen around them does not render at all.
import type { SheetAnswers } from './answers';
import { ValueStore } from './value-store';

/** The answers and flags: a new object after every change, the same one until then. */
export class AnswersStore extends ValueStore<SheetAnswers> {}
