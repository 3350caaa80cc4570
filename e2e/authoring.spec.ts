// A new teacher builds a room from nothing, as a school would on its first morning: a room, an exam from the
// book's answer key pasted whole, its paper as a PDF and its recording; then a student takes it and the
// server scores what the key says.
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { silentWav } from '../tests/fixtures/media';
import { makePdf } from './support/files';
import { finishGate } from './support/guest';
import { createUser, records } from './support/stack';

/**
 * A Listening key as the book prints it: numbered four ways, a heading, alternatives with "/" and "OR",
 * optional words and one either-order pair. Answers 1–40 in box order, for the student below.
 */
const KEY = [
  'Listening answer key',
  'Part 1',
  ...Array.from({ length: 10 }, (_, i) => `${i + 1}. word${i + 1}`),
  'Part 2',
  '11) 3 / three',
  '12) colour OR color',
  '13) (the) library',
  ...Array.from({ length: 7 }, (_, i) => `${i + 14}) word${i + 14}`),
  'Part 3',
  '21-22 IN EITHER ORDER: B, D',
  ...Array.from({ length: 8 }, (_, i) => `${i + 23}: word${i + 23}`),
  'Part 4',
  ...Array.from({ length: 10 }, (_, i) => `${i + 31} word${i + 31}`),
].join('\n');

test('a new teacher makes a room from nothing and a student is scored by its key', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = createUser(`${unique('author')}@school.test`);
  const roomName = `Monday mock ${unique('room')}`;
  await signIn(page, teacher.email, teacher.password);

  // The room: its link offered from the name and checked as it is typed.
  await page.getByRole('button', { name: 'New room' }).click();
  const newRoom = page.getByRole('dialog', { name: 'New room' });
  await newRoom.getByLabel('Name').fill(roomName);
  const slug = await newRoom.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^monday-mock-/);
  await expect(newRoom.getByText('Available')).toBeVisible();
  await newRoom.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(new RegExp(`/_/room/${slug}$`));
  // A new room is on computer; this teacher's class sits it on paper, with the paper's pages.
  await expect(page.getByRole('radio', { name: 'On computer' })).toBeChecked();
  // click, not check(): the radio shows the room as saved, so it turns once the change is rendered a
  // moment after the click (src/features/room/api/patch-room.ts), where check() insists on that
  // very moment.
  await page.getByRole('radio', { name: 'On paper' }).click();
  await expect(page.getByRole('radio', { name: 'On paper' })).toBeChecked();

  // The exam: the whole key pasted at once, previewed before anything is saved.
  await page.goto('/_/exams');
  await page.getByRole('button', { name: 'New exam' }).click();
  const newExam = page.getByRole('dialog', { name: 'New exam' });
  await newExam.getByLabel('Name').fill('Mock Listening 1');
  await newExam.getByLabel('Kind').selectOption({ label: 'Listening' });
  await newExam.getByLabel('Answer key (optional)').fill(KEY);
  await newExam.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/_\/exams\/[a-z0-9]+$/);
  await expect(page.getByLabel('Question 13 accepted answers')).toHaveValue('(the) library');
  await expect(page.getByLabel('In either order').nth(2)).toHaveValue('21-22');

  // Part 1's paper as a two-page PDF (pages become images in this browser) and its recording.
  const part1 = page.getByRole('region', { name: 'Part 1', exact: true });
  await part1
    .getByLabel('Add a PDF (each page becomes an image)')
    .setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await makePdf(browser, 2) });
  await expect(part1.getByRole('list', { name: 'Part 1 paperwork' }).getByRole('listitem')).toHaveCount(2, {
    timeout: 30_000,
  });
  await part1
    .getByLabel('Add a recording')
    .setInputFiles({ name: 'part1.wav', mimeType: 'audio/wav', buffer: Buffer.from(silentWav(16_000)) });
  await expect(part1.getByLabel('Part 1 recording')).toBeVisible({ timeout: 30_000 });

  // Into the room.
  await page.goto(`/_/room/${slug}`);
  await page.getByRole('button', { name: 'Add exam' }).click();
  await page.getByRole('button', { name: 'Add Mock Listening 1' }).click();
  await expect(page.getByText('Mock Listening 1').first()).toBeVisible();

  // A student: the paper's two pages, the recording, and 40 boxes scored by the pasted key.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/ielts/${slug}`);
  await finishGate(student, 'Stella Student', 'stella@example.com');
  await expect(student.getByRole('group', { name: /Part 1 recording$/ })).toBeVisible();
  const box = (n: number) => student.getByRole('textbox', { name: `Question ${n}`, exact: true });
  // Right: 1–10 as keyed, 11 as "three", 12 as "colour", 13 without the optional word, 21–22 swapped.
  for (let n = 1; n <= 10; n++) await box(n).fill(`word${n}`);
  await box(11).fill('three');
  await box(12).fill('COLOUR');
  await box(13).fill('library');
  await box(21).fill('D');
  await box(22).fill('B');
  // Wrong: 14 and 23; the rest of the boxes right.
  await box(14).fill('nothing');
  await box(23).fill('nothing');
  for (const n of [15, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28, 29, 30]) await box(n).fill(`word${n}`);
  for (let n = 31; n <= 40; n++) await box(n).fill(`word${n}`);
  await student.getByRole('button', { name: 'Paperwork' }).click();
  await expect(student.getByRole('img')).toHaveCount(2);
  await student.getByRole('button', { name: 'Answer sheet' }).click();
  await student.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(student.getByRole('alertdialog', { name: 'Your submission was recorded' })).toBeVisible();

  const [submission] = await records<{ score: number; raw: { all: unknown[] } }>(
    'submissions',
    `filter=${encodeURIComponent(`Room.slug='${slug}'`)}`,
  );
  expect(submission?.raw.all).toHaveLength(40);
  expect(submission?.score).toBe(38);
});

// The test on computer's content, written in the editor on a phone-sized screen: a passage and a
// "one letter" question with its options, saved and found again after a reload.
test('a teacher writes a passage and a one-letter question with options, saves, and finds them again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const teacher = createUser(`${unique('screen')}@school.test`);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, teacher.email, teacher.password);
  await page.goto('/_/exams');
  await page.getByRole('button', { name: 'New exam' }).click();
  const newExam = page.getByRole('dialog', { name: 'New exam' });
  await newExam.getByLabel('Name').fill('Screen Listening 1');
  await newExam.getByLabel('Kind').selectOption({ label: 'Listening' });
  await newExam.getByLabel('Answer key (optional)').fill('1 B');
  await newExam.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/_\/exams\/[a-z0-9]+$/);

  const part1 = page.getByRole('region', { name: 'Part 1', exact: true });
  await part1
    .getByLabel('Part 1 passage', { exact: true })
    .fill('## Bees\n\nBees **dance** to show the way.');
  await expect(
    part1.getByRole('region', { name: 'Preview of Part 1 passage' }).getByRole('heading', { name: 'Bees' }),
  ).toBeVisible();
  const type = part1.getByLabel('Section 1, group 1, Question type');
  // A key of single letters made the group "one letter"; chosen again, it stays so.
  await expect(type).toHaveValue('choice');
  await type.selectOption({ label: 'One letter (choice)' });
  await part1.getByLabel('Question 1 text', { exact: true }).fill('Why do bees dance?');
  await part1
    .getByLabel('Question 1 options', { exact: true })
    .fill('A to keep warm\nB to show the way\nC to find a mate');
  await expect(
    part1.getByRole('list', { name: 'Question 1 options: as read' }).getByRole('listitem'),
  ).toHaveCount(3);
  // Part 2's passage from a PDF's text layer, read by pdf.js in this browser: a paragraph a heading and line.
  const part2 = page.getByRole('region', { name: 'Part 2', exact: true });
  await part2
    .getByLabel('Fill from a PDF (its text)')
    .setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await makePdf(browser, 2) });
  await expect(part2.getByLabel('Part 2 passage', { exact: true })).toHaveValue(
    'Question paper, page 1\n\nQuestions 1–20: write NO MORE THAN TWO WORDS.\n\n' +
      'Question paper, page 2\n\nQuestions 21–40: write NO MORE THAN TWO WORDS.',
    { timeout: 30_000 },
  );
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.reload();
  await expect(part1.getByLabel('Part 1 passage', { exact: true })).toHaveValue(
    '## Bees\n\nBees **dance** to show the way.',
  );
  await expect(type).toHaveValue('choice');
  await expect(part1.getByLabel('Question 1 text', { exact: true })).toHaveValue('Why do bees dance?');
  await expect(part1.getByLabel('Question 1 options', { exact: true })).toHaveValue(
    'A to keep warm\nB to show the way\nC to find a mate',
  );
});
