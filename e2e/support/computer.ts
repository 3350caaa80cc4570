// What a student does on the screen of the test on computer, for the specs that drive it: the demo's computer
// room (Listening, then Reading, each from its own Start screen) and the screens an accessibility check walks.
import { expect, type Page } from '@playwright/test';
import { finishGate } from './guest';

export const questionsBar = (page: Page) => page.getByRole('navigation', { name: 'Questions' });

/** Anything of the test a student could read: a passage, a question, a box (none before Start). */
export const testContent = (page: Page) =>
  page.locator('[data-questions-pane], [aria-label="Passage"], [data-question-ids], textarea');

/**
 * The Listening test's recording has ended on this device, as its once-played chain records it
 * (src/features/guest-sheet/computer/lib/once-chain.ts): the test may be finished. The demo's recordings run
 * minutes; a spec does not wait for them.
 */
export async function recordingEnded(page: Page, roomId: string, examId: string) {
  await page.evaluate(
    ([roomId, examId]) =>
      localStorage.setItem(`answersheet:audio-once-ended:${roomId}:${examId}`, String(Date.now())),
    [roomId, examId] as const,
  );
}

/** Selects characters `from`–`to` of the first paragraph in `scope` (a CSS selector), as a drag would. */
export async function selectText(page: Page, scope: string, from: number, to: number) {
  const selected = await page.evaluate(
    ([scope, from, to]) => {
      const paragraph = document.querySelector(`${scope} p`);
      const walker = document.createTreeWalker(paragraph!, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode() as Text;
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, Math.min(to, text.length));
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    },
    [scope, from, to] as const,
  );
  expect(selected.length).toBeGreaterThan(0);
  return selected;
}

/** Highlights the selection with Add note and saves `note` on it. */
export async function addNote(page: Page, note: string) {
  await page
    .getByRole('toolbar', { name: 'Selected text' })
    .getByRole('button', { name: 'Add note' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Walks the demo computer room's screens a student meets, calling `check` on each: the Start screen, a part
 * with the match control (an answer placed), the notes dialog (a note made), and the Finish dialog.
 */
export async function walkComputerScreens(
  page: Page,
  slug: string,
  check: (screen: string) => Promise<void>,
) {
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, 'Ada Access', 'ada@example.com');
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeVisible();
  // Listening's Start screen holds the sound check.
  await expect(page.getByRole('group', { name: 'Sound check' })).toBeVisible();
  await check('Start screen');

  await start.click();
  await questionsBar(page)
    .getByRole('button', { name: /^Part 2/ })
    .click();
  const option = page.locator('[data-match-option="A"]');
  await expect(option).toBeVisible();
  await option.click();
  await page.getByRole('button', { name: 'Place A in question 16' }).click();
  await expect(page.getByRole('button', { name: 'Question 16: A', exact: false }).first()).toBeVisible();
  await check('screen with the match control');

  await selectText(page, '[data-questions-pane]', 0, 12);
  await addNote(page, 'Check the map again.');
  await page.getByRole('button', { name: 'Notes (1)' }).click();
  const notes = page.getByRole('dialog', { name: 'Your notes for this part' });
  await expect(notes.getByText('Check the map again.')).toBeVisible();
  await check('notes dialog');
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();

  // Before the recording has ended, the Listening test cannot be finished: the dialog says so.
  await page.getByRole('button', { name: 'Finish the Listening test' }).click();
  await expect(page.getByRole('alertdialog', { name: 'The recording has not ended' })).toBeVisible();
  await check('Finish dialog');
  await page.keyboard.press('Escape');
}
