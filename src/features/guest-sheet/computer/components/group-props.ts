// What every group control of the test on computer gets.
import type { SheetGroup } from '@/lib/api-types';
import type { Verdicts } from '../../lib/review';
import type { SheetRow } from '../../lib/sheet';

/** The answers are not among them: each control reads its own boxes' (hooks/use-answers.ts). */
export interface GroupControlProps {
  group: SheetGroup;
  /** The group's questions that take an answer, in order. */
  rows: SheetRow[];
  /** Locked, submitted or a submission on its way: every control disabled. */
  readOnly: boolean;
  verdicts?: Verdicts;
  onChange: (questionId: string, value: string) => void;
}

/** The prompt of a row's question, if its slot has one. */
export function promptOf(group: SheetGroup, row: SheetRow): string | null {
  return group.slots.find((slot) => slot.num === row.num)?.prompt ?? null;
}
