// Marking Writing (docs/product.md, "Marking"): two students submit essays, the teacher turns anonymous
// marking on, marks the four scripts by keyboard without names, releases the marks, and the results show
// each student's Writing band.
import { expect, test, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { demoAdmin } from './support/stack';
import { essay, importWritingRoom, submitEssays } from './support/writing';

const CRITERIA = ['Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy'];

/** Gives the open script four bands by keyboard (the first criterion named for its task), then Ctrl+Enter. */
async function markByKeyboard(page: Page, task: number, band: number) {
  const first = task === 1 ? 'Task Achievement' : 'Task Response';
  for (const name of [first, ...CRITERIA]) {
    const group = page.getByRole('radiogroup', { name });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press(String(band));
    await expect(group.getByRole('radio', { name: String(band) })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByText(/^Task band/)).toHaveText(new RegExp(`^Task band ${band}(?![.0-9])`));
  await page.keyboard.press('Control+Enter');
}

test('the teacher marks two students anonymously by keyboard, releases, and the results show the bands', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const room = importWritingRoom(unique('marking'));
  await submitEssays(room.slug, 'Ada Writer', [essay(120), essay(260)]);
  await submitEssays(room.slug, 'Ben Writer', [essay(160), essay(240)]);

  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}`);
  await page.getByRole('checkbox', { name: 'Anonymous marking' }).click();
  await expect(page.getByRole('checkbox', { name: 'Anonymous marking' })).toBeChecked();
  await page.getByRole('link', { name: 'Marking (4 to mark)' }).click();

  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await expect(queue.getByText('Needs marking (4)')).toBeVisible({ timeout: 15_000 });
  await expect(queue).not.toContainText('Writer');

  // Four scripts in the server's order: each is marked, then the next opens.
  const bands = new Map<string, number>();
  for (let i = 0; i < 4; i++) {
    const heading = page.getByRole('heading', { name: /^Script \d+ · Task [12]/ });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    const [, label, task] = /^(Script \d+) · Task ([12])/.exec((await heading.textContent()) ?? '')!;
    const band = Number(task) === 1 ? 6 : 7;
    await markByKeyboard(page, Number(task), band);
    bands.set(`${label} ${task}`, band);
    await expect(queue.getByText(`Marked (${i + 1})`)).toBeVisible({ timeout: 15_000 });
  }
  await expect(queue.getByText('Needs marking (0)')).toBeVisible();
  await expect(queue).not.toContainText('Writer');

  await page.getByRole('button', { name: 'Release marks' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release marks' }).click();
  await expect(
    page.getByText('Marks released: students whose room shows results see their bands and comments.'),
  ).toBeVisible();
  // Released: the names show.
  await expect(queue).toContainText('Ada Writer');

  await page.goto(`/_/room/${room.slug}/results`);
  const table = page.getByRole('region', { name: 'Students' });
  // Task 1 at 6 and Task 2 at 7: roundBand((6 + 2 × 7) / 3) = roundBand(6.67) = 6.5.
  for (const name of ['Ada Writer', 'Ben Writer']) {
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell').nth(3)).toHaveText('Band 6.5Writing');
    await expect(row.getByRole('cell').nth(6)).toHaveText('6.5');
  }
});
