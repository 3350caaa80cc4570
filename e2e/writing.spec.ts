// Writing from the essay to the report (docs/architecture.md, "Writing and marking", "The report card"), as
// one story: Wren writes both tasks of the demo's Writing test on the test on computer and submits, beside a
// classmate whose essays come through the API; the teacher turns anonymous marking on, marks the four scripts
// on the marking screen by keyboard without a name in sight, comments on a range of Wren's Task 1, and
// releases the marks; the results show the bands; Wren opens the link again and sees her Writing band, each
// task's criteria and the comment anchored in her essay; the teacher prints her report.
import { expect, test, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { questionsBar } from './support/computer';
import { finishGate, submitAnswered } from './support/guest';
import { demoAdmin } from './support/stack';
import { essay, importWritingRoom, submitEssays } from './support/writing';

const TASK1 =
  'The chart compares how much household waste four towns recycled in 2005 and in 2025. Westford rose the most.';
const TASK2 = 'A year of community work teaches young people skills that no classroom can give them.';
/** Where the range comment goes in Task 1: "chart". */
const NOTED = { start: 4, end: 9 };

const CRITERIA = ['Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy'];

/** Gives the open script four bands by keyboard (the first criterion named for its task). */
async function bandsByKeyboard(page: Page, task: number, band: number) {
  const first = task === 1 ? 'Task Achievement' : 'Task Response';
  for (const name of [first, ...CRITERIA]) {
    const group = page.getByRole('radiogroup', { name });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press(String(band));
    await expect(group.getByRole('radio', { name: String(band) })).toHaveAttribute('aria-checked', 'true');
  }
  // A whole band is written as every screen writes it (src/lib/marks.ts's formatBand): 6.0.
  await expect(page.getByText(/^Task band/)).toHaveText(new RegExp(`^Task band ${band}\\.0(?![0-9])`));
}

/** The open script's essay. */
const essayOf = (page: Page) => page.getByRole('document', { name: /^Essay/ });

/** Selects characters start–end of the open script's essay, as a drag would. */
async function selectInEssay(page: Page, { start, end }: { start: number; end: number }) {
  const selected = await essayOf(page).evaluate(
    (essay, [start, end]) => {
      const text = document.createTreeWalker(essay, NodeFilter.SHOW_TEXT).nextNode() as Text;
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      return document.getSelection()!.toString();
    },
    [start, end] as const,
  );
  expect(selected).toBe(TASK1.slice(start, end));
}

test('a student writes both tasks; the teacher marks them anonymously, releases and prints the report', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const room = importWritingRoom(unique('writing'), 'computer');
  await submitEssays(room.slug, 'Ben Writer', [essay(160), essay(240)]);

  // Wren writes both tasks on the test on computer (one untimed test: no Start screen): the task and its chart
  // on the left, her box on the right.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/ielts/${room.slug}`);
  await finishGate(student, 'Wren Writer', 'wren@example.com');
  const passage = student.getByRole('region', { name: 'Passage' });
  await expect(passage.getByText('Summarise the information by selecting')).toBeVisible({ timeout: 15_000 });
  await expect(passage.getByRole('img')).toBeVisible();
  const task1 = student.getByRole('textbox', { name: 'Question 1' });
  await task1.fill(TASK1);
  await expect(task1).toHaveAttribute('spellcheck', 'false');
  await expect(task1).toHaveAccessibleDescription(/^19 words/, { timeout: 5_000 });
  await questionsBar(student)
    .getByRole('button', { name: /^Task 2/ })
    .click();
  await expect(passage.getByText('Discuss both these views and give your own opinion.')).toBeVisible();
  const task2 = student.getByRole('textbox', { name: 'Question 2' });
  await task2.fill(TASK2);
  await expect(task2).toHaveAccessibleDescription(/^15 words/, { timeout: 5_000 });
  const recorded = await submitAnswered(student);
  await expect(recorded).toContainText('Marked by your teacher');

  // The teacher's printing is stubbed in every frame (react-to-print prints from an iframe) and records what
  // it printed.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printed?: string[] };
      top.printed = [...(top.printed ?? []), document.body.innerText];
    };
  });
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}`);
  await page.getByRole('checkbox', { name: 'Anonymous marking' }).click();
  await expect(page.getByRole('checkbox', { name: 'Anonymous marking' })).toBeChecked();
  await page.getByRole('link', { name: 'Marking (4 to mark)' }).click();

  // Four scripts in the server's shuffled order, no name among them: each is marked by keyboard and
  // Ctrl+Enter opens the next. Task 1 takes 6 in every criterion, Task 2 takes 7.
  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await expect(queue.getByText('Needs marking (4)')).toBeVisible({ timeout: 15_000 });
  await expect(queue).not.toContainText('Writer');
  for (let i = 0; i < 4; i++) {
    const heading = page.getByRole('heading', { name: /^Script \d+ · Task [12]/ });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expect(heading).not.toContainText('Writer');
    const task = Number(/Task ([12])/.exec((await heading.textContent()) ?? '')![1]);
    const essayText = (await essayOf(page).textContent()) ?? '';
    if (essayText === TASK1) {
      // Wren's Task 1: a comment on "chart" and an overall comment.
      await selectInEssay(page, NOTED);
      await page.getByRole('button', { name: 'Comment on selection' }).click();
      const note = page.getByRole('textbox', { name: /^Comment 1 on/ });
      await expect(note).toBeFocused();
      await note.fill('Say which chart: a bar chart.');
      await expect(essayOf(page).locator('mark')).toHaveText('chart');
      await page.getByRole('textbox', { name: 'Overall comment' }).fill('Give the figures for each town.');
    }
    await bandsByKeyboard(page, task, task === 1 ? 6 : 7);
    await page.keyboard.press('Control+Enter');
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
  await expect(queue).toContainText('Wren Writer');

  // The results: Task 1 at 6 and Task 2 at 7, roundBand((6 + 2 × 7) / 3) = roundBand(6.67) = 6.5.
  await page.goto(`/_/room/${room.slug}/results`);
  const table = page.getByRole('region', { name: 'Students' });
  for (const name of ['Wren Writer', 'Ben Writer']) {
    const row = table.getByRole('row').filter({ hasText: name });
    // Status, Score, then the Writing exam's cell (its band already: no Writing band column by default).
    await expect(row.getByRole('cell').nth(2)).toHaveText('Band 6.5Writing');
  }

  // Wren opens the link again: her Writing band once, each task's band and criteria, the comments, and the
  // range comment anchored in her essay.
  await student.reload();
  const again = student.getByRole('alertdialog', { name: 'Your submission was recorded' });
  await expect(again.getByRole('list', { name: 'Band per test' })).toContainText('Band 6.5', {
    timeout: 15_000,
  });
  const marks = again.getByRole('region', { name: /your marks/ });
  await expect(marks).toBeVisible();
  await expect(marks).not.toContainText('6.5');
  const wrenTask1 = marks.getByRole('article', { name: 'Task 1 · Band 6.0' });
  await expect(wrenTask1).toContainText('Task Achievement6');
  await expect(wrenTask1).toContainText('Teacher’s comment: Give the figures for each town.');
  await expect(wrenTask1.locator('mark')).toHaveText('chart1');
  await expect(wrenTask1.locator('mark')).toHaveAccessibleDescription(
    /^1\.\s*Say which chart: a bar chart\.$/,
  );
  await expect(marks.getByRole('article', { name: 'Task 2 · Band 7.0' })).toContainText('Task Response7');

  // The teacher prints Wren's report: the bands, the criteria and the comments on one page.
  await page.getByRole('button', { name: 'Actions for Wren Writer' }).click();
  await page.getByRole('menuitem', { name: 'Print report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report of Wren Writer' });
  await expect(dialog.getByRole('article', { name: 'Report of Wren Writer' })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Print report' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []), {
      timeout: 15_000,
    })
    .toHaveLength(1);
  const printed = await page.evaluate(() => (window as Window & { printed?: string[] }).printed![0]!);
  expect(printed).toContain('Wren Writer');
  expect(printed).toMatch(/Listening\s+Reading\s+Writing\s+Speaking\s+Overall/);
  expect(printed).toContain('6.5');
  expect(printed).toContain('Give the figures for each town.');
});
