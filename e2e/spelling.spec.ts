// Spelling for the marker (docs/product.md, "Marking"; docs/architecture.md, "Spelling for the marker"): a
// student writes essays with misspellings on the test on computer and sees no underline, and her page never
// fetches the dictionaries; the teacher turns "Underline spelling" on and sees the words neither the British
// nor the American dictionary holds underlined, with their count, on both scripts, the dictionaries fetched
// once; when the dictionaries cannot load, a quiet line says so and marking goes on.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { questionsBar } from './support/computer';
import { finishGate, submitAnswered } from './support/guest';
import { demoAdmin } from './support/stack';
import { essay, importWritingRoom, submitEssays } from './support/writing';

const TASK1 = 'The goverment will recieve the colour chart and the color chart; we organise and organize it.';
const TASK2 = 'Teh young people in London think cities are beter than villages.';

/** The requests for the spelling worker and its dictionaries made in `context`, from pages and workers. */
function spellingRequests(context: BrowserContext) {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (/spelling\.worker|\.dic$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** The text of each range the page underlines as a misspelling. */
const underlined = (page: Page) =>
  page.evaluate(() =>
    [...((CSS.highlights.get('marking-spelling') as Set<Range> | undefined) ?? [])].map((r) => r.toString()),
  );

const spellingStatus = (page: Page) => page.getByRole('status').filter({ hasText: /dictionar|spelling/ });

test('the marker sees misspellings underlined and counted; the student never does', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const room = importWritingRoom(unique('spelling'), 'computer');

  const studentContext = await browser.newContext();
  const studentRequests = spellingRequests(studentContext);
  const student = await studentContext.newPage();
  await student.goto(`/ielts/${room.slug}`);
  await finishGate(student, 'Sam Speller', 'sam@example.com');
  const task1 = student.getByRole('textbox', { name: 'Question 1' });
  await task1.fill(TASK1);
  await expect(task1).toHaveAttribute('spellcheck', 'false');
  await questionsBar(student)
    .getByRole('button', { name: /^Task 2/ })
    .click();
  const task2 = student.getByRole('textbox', { name: 'Question 2' });
  await task2.fill(TASK2);
  await expect(task2).toHaveAccessibleDescription(/^11 words/, { timeout: 5_000 });
  // Nothing on the student's side: no toggle, no underline, no dictionary (the sheet's own highlights are
  // the student's).
  await expect(student.getByText('Underline spelling')).toHaveCount(0);
  expect(await student.evaluate(() => CSS.highlights.has('marking-spelling'))).toBe(false);
  await submitAnswered(student);
  expect(await student.evaluate(() => CSS.highlights.has('marking-spelling'))).toBe(false);
  expect(studentRequests).toEqual([]);
  await studentContext.close();

  // The teacher: off until turned on (the choice is kept on the device), then the words and the count.
  const markerRequests = spellingRequests(page.context());
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}/marking`);
  const queue = page.getByRole('navigation', { name: 'Scripts' });
  await queue.getByRole('button', { name: /Task 1/ }).click();
  await expect(page.getByRole('heading', { name: /· Task 1/ })).toBeVisible({ timeout: 15_000 });
  const toggle = page.getByRole('checkbox', { name: 'Underline spelling' });
  await expect(toggle).not.toBeChecked();
  expect(markerRequests).toEqual([]);
  await toggle.click();
  // The dictionaries load once (a few seconds on a busy machine), then the check answers.
  await expect(spellingStatus(page)).toHaveText(
    '2 words in neither a British nor an American dictionary, underlined: goverment, recieve',
    { timeout: 30_000 },
  );
  expect(await underlined(page)).toEqual(['goverment', 'recieve']);
  await page
    .getByRole('document', { name: /^Essay/ })
    .screenshot({ path: test.info().outputPath('task1.png') });

  // The other script: the same worker, no new fetch of the dictionaries.
  await queue.getByRole('button', { name: /Task 2/ }).click();
  await expect(page.getByRole('heading', { name: /· Task 2/ })).toBeVisible();
  await expect(spellingStatus(page)).toHaveText(
    '2 words in neither a British nor an American dictionary, underlined: Teh, beter',
  );
  expect(await underlined(page)).toEqual(['Teh', 'beter']);
  expect(markerRequests.filter((url) => url.endsWith('.dic'))).toHaveLength(2);
  expect(markerRequests.filter((url) => url.includes('spelling.worker'))).toHaveLength(1);

  // The check marks nothing: the script is still to mark.
  await expect(queue.getByText('Needs marking (2)')).toBeVisible();

  // Turned off: no underline, and it stays off on the next visit.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  expect(await underlined(page)).toEqual([]);
});

test('when the dictionaries cannot load, a quiet line says so and marking goes on', async ({ page }) => {
  test.setTimeout(120_000);
  const room = importWritingRoom(unique('spelling-down'), 'paper');
  await submitEssays(room.slug, 'Dee Down', [essay(160, 'libary'), essay(260)]);
  await page.context().route(/\.dic$/, (route) => route.abort());
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}/marking`);
  await expect(page.getByRole('heading', { name: /^Script \d+ · Task [12]/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('checkbox', { name: 'Underline spelling' }).click();
  await expect(spellingStatus(page)).toHaveText(
    'Spelling could not be checked: the dictionaries did not load. Marking works as before.',
    { timeout: 30_000 },
  );
  const group = page.getByRole('radiogroup', { name: 'Lexical Resource' });
  await group.getByRole('radio', { name: '6' }).click();
  await expect(group.getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
});
