// Double marking and the audit trail as one story (docs/product.md, "Double marking" and "History"): two
// teachers double-mark four scripts blind on the marking screen, one script's marks disagree and is agreed
// by a third mark, the pairs' figures show, the marks are released, the results' History shows every step,
// and each student sees only the final marks.
import { expect, test, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, pbUrl } from './support/stack';
import { essay, importWritingRoom, submitEssays } from './support/writing';

const CRITERIA = ['Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy'];

/** Gives the open script four bands by keyboard (the first criterion named for its task). */
async function bands(page: Page, band: number) {
  const heading = page.getByRole('heading', { name: /^Script \d+ · Task [12]/ });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const task = Number(/Task ([12])/.exec((await heading.textContent()) ?? '')![1]);
  for (const name of [task === 1 ? 'Task Achievement' : 'Task Response', ...CRITERIA]) {
    const group = page.getByRole('radiogroup', { name });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press(String(band));
    await expect(group.getByRole('radio', { name: String(band) })).toHaveAttribute('aria-checked', 'true');
  }
}

/** Marks the four scripts in the queue's order, `bandOf(i)` for the i-th, saving each with Ctrl+Enter. */
async function markAll(page: Page, bandOf: (i: number) => number) {
  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await expect(queue.getByText('Needs marking (4)')).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < 4; i++) {
    await bands(page, bandOf(i));
    await page.keyboard.press('Control+Enter');
    await expect(queue.getByText(`Needs marking (${3 - i})`)).toBeVisible({ timeout: 15_000 });
  }
}

test('two teachers double-mark four scripts blind; a disagreement is agreed; the history and the students see it', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const first = createUser(`${unique('first')}@answersheet.test`, 'teacher-password-1', 'Fay First');
  const second = createUser(`${unique('second')}@answersheet.test`, 'teacher-password-1', 'Sam Second');
  const room = importWritingRoom(unique('double'), 'paper', [first.email, second.email]);
  const students = [
    await submitEssays(room.slug, 'Ada Student', [essay(160), essay(260)]),
    await submitEssays(room.slug, 'Bo Student', [essay(170, 'garden'), essay(270, 'garden')]),
  ];

  // Fay turns double marking on and marks every script 6.
  await signIn(page, first.email, first.password);
  await page.goto(`/_/room/${room.slug}`);
  await page.getByRole('checkbox', { name: 'Double marking' }).click();
  await expect(page.getByRole('checkbox', { name: 'Double marking' })).toBeChecked();
  await page.goto(`/_/room/${room.slug}/marking`);
  await expect(page.getByText('Double marking: mark this script without seeing any other mark.')).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await markAll(page, () => 6);
  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await expect(queue.getByText('Yours · awaiting a second')).toHaveCount(4);

  // Sam marks blind: nothing of Fay's mark shows; his first script takes 8 (2 bands apart), the rest 6.
  const samPage = await (await browser.newContext()).newPage();
  await signIn(samPage, second.email, second.password);
  await samPage.goto(`/_/room/${room.slug}/marking`);
  const samQueue = samPage.getByRole('navigation', { name: 'Scripts' });
  await expect(samQueue.getByText('Needs marking (4)')).toBeVisible({ timeout: 15_000 });
  await expect(samQueue).not.toContainText('6.0');
  await expect(
    samPage.getByText('Double marking: mark this script without seeing any other mark.'),
  ).toBeVisible();
  await markAll(samPage, (i) => (i === 0 ? 8 : 6));
  await expect(samQueue.getByText('Needs agreement (1)')).toBeVisible({ timeout: 15_000 });
  await expect(samQueue.getByText('Mean of two')).toHaveCount(3);
  const pairs = samPage.getByRole('region', { name: 'Agreement between markers' });
  await expect(
    pairs.getByRole('row', { name: /Fay First and Sam Second|Sam Second and Fay First/ }),
  ).toContainText(/4\s*75%\s*0\.50/);

  // Fay agrees the disagreement at 7: both marks shown, the agreed mark saved as the final one.
  await page.reload();
  await expect(queue.getByText('Needs agreement (1)')).toBeVisible({ timeout: 15_000 });
  await queue.getByRole('listitem').filter({ hasText: 'Needs agreement' }).getByRole('button').click();
  const both = page.getByRole('region', { name: /^Needs agreement/ });
  await expect(both.getByRole('row', { name: /Sam Second/ })).toContainText('8.0');
  await expect(both.getByRole('row', { name: /Fay First \(you\)/ })).toContainText('6.0');
  await bands(page, 7);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(queue.getByText('Needs agreement (0)')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Agreed at 7.0' })).toBeVisible();

  await page.getByRole('button', { name: 'Release marks' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release marks' }).click();
  await expect(page.getByText(/^Marks released/)).toBeVisible();

  // The results' History: every step, newest first.
  await page.goto(`/_/room/${room.slug}/results`);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await expect(history.getByRole('listitem').first()).toContainText('Marks released');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Agreed mark: — → 7.0');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by Fay First');
  await expect(history.getByRole('listitem').filter({ hasText: 'Round 2: — → 8.0' })).toHaveCount(1);
  await expect(
    history.getByRole('listitem').filter({ hasText: /Round 1: — → 6\.0 · by Fay First/ }),
  ).toHaveCount(4);
  await expect(history.getByRole('listitem').filter({ hasText: 'by Sam Second' })).toHaveCount(4);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download history (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`${room.slug}-history.csv`);

  // Each student sees only the final marks: 6 (the mean of two 6s) or 7 (agreed), never Sam's 8.
  for (const uuid of students) {
    const seen = await fetch(`${pbUrl}/api/room/guest-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'guest-uuid': uuid },
      body: JSON.stringify({ slug: room.slug }),
    });
    const body = (await seen.json()) as {
      submission: {
        result: { exams: { band: number | null; tasks?: { band: number; criteria: object }[] }[] };
      };
    };
    const writing = body.submission.result.exams[0]!;
    expect(writing.band).not.toBeNull();
    expect(writing.tasks!.map((t) => t.band).every((b) => b === 6 || b === 7)).toBe(true);
    expect(JSON.stringify(writing)).not.toMatch(/:8[,}]/);
    expect(JSON.stringify(body)).not.toMatch(/round|Sam Second|Fay First/);
  }
});
