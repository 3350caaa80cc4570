// Keyboard-fast marking with the comment bank (docs/product.md, "Keyboard marking" and "Comment bank"): the
// teacher marks both scripts of a student without the mouse. In the first essay she selects words by
// keyboard, writes a comment and keeps it in her bank under Coherence and Cohesion, then puts it on another
// range with C and 1; each criterion is one Tab stop whose band is one key; Ctrl+Enter saves and opens the
// next script.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { demoAdmin } from './support/stack';
import { essay, importWritingRoom, submitEssays } from './support/writing';

const BANK_TEXT = 'Link these ideas with a connective.';
const CRITERIA = ['Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy'];

/** Presses Tab (or Shift+Tab) until focus is in `target`. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 80; i++) {
    const inside = await target.evaluate((el) => el.contains(document.activeElement)).catch(() => false);
    if (inside) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the target');
}

/** Sets the open script's four bands: Tab to the first criterion, then one key and one Tab per criterion. */
async function bandsByKeys(page: Page, bands: [number, number, number, number]) {
  const heading = await page.getByRole('heading', { name: /^Script \d+ · Task [12]/ }).textContent();
  const first = /Task 1/.test(heading ?? '') ? 'Task Achievement' : 'Task Response';
  const groups = [first, ...CRITERIA].map((name) => page.getByRole('radiogroup', { name }));
  await tabTo(page, groups[0]!);
  for (const [i, group] of groups.entries()) {
    // One Tab from the criterion before lands here: nothing else between criteria takes focus.
    await expect(group.locator(':focus')).toHaveCount(1);
    await page.keyboard.press(String(bands[i]));
    await expect(group.getByRole('radio', { name: String(bands[i]) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    if (i < groups.length - 1) await page.keyboard.press('Tab');
  }
}

test('a whole script is marked by keyboard alone, with a comment kept in the bank and used again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const room = importWritingRoom(unique('keys'));
  await submitEssays(room.slug, 'Kit Keys', [essay(160), essay(260)]);
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}/marking`);
  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await expect(queue.getByText('Needs marking (2)')).toBeVisible({ timeout: 15_000 });
  await expect(queue).toContainText(/waiting \d+ min/);

  // Two words selected by keyboard, N writes a comment on them, and "Save to bank" keeps it.
  const essayView = page.getByRole('document', { name: /^Essay/ });
  await tabTo(page, essayView);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const selected = await page.evaluate(() => document.getSelection()?.toString() ?? '');
  expect(selected.trim().split(/\s+/)).toHaveLength(2);
  await page.keyboard.press('n');
  const note = page.getByRole('textbox', { name: /^Comment 1 on/ });
  await expect(note).toBeFocused();
  await page.keyboard.type(BANK_TEXT);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save comment 1 to bank' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Coherence and Cohesion' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved to your bank under Coherence and Cohesion')).toBeVisible();

  // Back in the essay: a word selected, C opens Coherence and Cohesion's bank, 1 puts its first comment on it.
  await tabTo(page, essayView, true);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('c');
  await expect(page.getByText('Coherence and Cohesion: press 1–9 for a bank comment')).toBeVisible();
  await expect(page.getByRole('button', { name: `Put on the selected words: ${BANK_TEXT}` })).toBeVisible();
  await page.keyboard.press('1');
  await expect(page.getByRole('textbox', { name: /^Comment 2 on/ })).toHaveValue(BANK_TEXT);

  // The four bands, one key each and one Tab between criteria; Ctrl+Enter saves and opens the next script.
  await bandsByKeys(page, [6, 7, 6, 7]);
  await expect(page.getByText(/^Task band/)).toHaveText(/^Task band 6\.5/);
  await page.keyboard.press('Control+Enter');
  await expect(queue.getByText('Marked (1)')).toBeVisible({ timeout: 15_000 });

  await expect(page.getByRole('heading', { name: /^Script \d+ · Task [12]/ })).toBeFocused({
    timeout: 15_000,
  });
  await bandsByKeys(page, [5, 5, 6, 6]);
  await page.keyboard.press('Control+Enter');
  await expect(queue.getByText('Marked (2)')).toBeVisible({ timeout: 15_000 });
  await expect(queue.getByText('Needs marking (0)')).toBeVisible();
});
