// Moving the focus to a question's control on the test on computer. A control (a box, a select, a radio
// group, a tick-box set that answers several questions) carries the question ids it answers in
// `data-question-ids`; a group of inputs takes the focus on its checked input, else its first; a button that
// answers a question itself (a match group's gap) takes it.

const FOCUSABLE = 'input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const FOCUSABLE_HOLDER = `${FOCUSABLE}, button:not(:disabled)`;

/** Focuses the control of `questionId` (or the first control of the questions pane); false if none. */
export function focusQuestion(questionId?: string | null): boolean {
  const pane = document.querySelector<HTMLElement>('[data-questions-pane]');
  if (!pane) return false;
  const holder = questionId
    ? pane.querySelector<HTMLElement>(`[data-question-ids~="${CSS.escape(questionId)}"]`)
    : pane;
  if (!holder) return false;
  const target = holder.matches(FOCUSABLE_HOLDER)
    ? holder
    : (holder.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      holder.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
  return Boolean(target);
}

/** The question a focused element answers (the first of a set), or null. */
export function questionOfElement(element: Element | null): string | null {
  const ids = element?.closest('[data-question-ids]')?.getAttribute('data-question-ids');
  return ids ? (ids.split(' ')[0] ?? null) : null;
}

/**
 * Focuses the heading of the part shown (after Start, a part change, the welcome), so a screen reader starts
 * reading at the part and Tab goes on to its first question; false if none is on screen yet.
 */
export function focusPartHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('[data-part-heading]');
  heading?.focus();
  return Boolean(heading);
}
