// A Writing task's numbers (docs/architecture.md, "Writing and marking"): the minimum words a new task
// starts with in the editor, and the server gives a task saved or imported without any; and the minutes the
// student is told to spend on it, which are the test's own and not stored.

/** A new Task 1 and Task 2's minimum words; the server gives a task saved without any the same. */
export const WRITING_MIN_WORDS = [150, 250] as const;

/** The recommended minutes of Task 1 and Task 2 (of 60). */
export function recommendedMinutes(task: number): number | null {
  return task === 1 ? 20 : task === 2 ? 40 : null;
}
