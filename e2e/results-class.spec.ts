// A class on a copy of the demo room (docs/product.md, "Results"): three students write and submit while
// the teacher watches the results screen without reloading; the teacher accepts a variant spelling, the
// students' scores change, the CSV holds one right row per student, and a student who opens the link again
// sees the new score and their band, as the room's results setting allows.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { finishGate, submitWithBlanks } from './support/guest';
import { demoAdmin, importDemoCopy, pbUrl, superuserToken } from './support/stack';

const LISTENING = 'IELTS Listening — Practice Test 1';

interface Student {
  name: string;
  email: string;
  /** Listening answers by box; Question 1's key is "Whitfield". */
  answers: Record<number, string>;
}

const students: Student[] = [
  {
    name: 'Amélie Dupont, Jr',
    email: 'amelie@example.com',
    answers: { 1: 'Whitfeld', 2: 'Mulberry', 3: 'EB4 7TN', 4: '18th' },
  },
  { name: 'Ben Okafor', email: 'ben@example.com', answers: { 1: 'Whitfield' } },
  // The same variant in another case: grouped with Amélie's by its normal form.
  { name: 'Chen Wei', email: 'chen@example.com', answers: { 1: 'whitfeld' } },
];

/** A student in a browser of their own (their own guest id), on the sheet with the gate done. */
async function studentPage(browser: Browser, slug: string, student: Student) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, student.name, student.email);
  return page;
}

async function answer(page: Page, answers: Record<number, string>) {
  const part1 = page.getByRole('group', { name: 'Part 1', exact: true });
  for (const [num, value] of Object.entries(answers)) {
    await part1.getByRole('textbox', { name: `Question ${num}`, exact: true }).fill(value);
  }
}

const row = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Students' }).getByRole('row').filter({ hasText: name });

test('three students submit, the teacher sees them live, accepts a variant and exports the class', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const room = importDemoCopy(`class-${process.pid}-${Date.now()}`);

  // The teacher lets students see their score, then opens the results: nobody yet.
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}`);
  const score = page.getByRole('radio', { name: 'Score' });
  await score.click();
  await expect(score).toBeChecked();
  await expect
    .poll(async () => {
      const res = await fetch(`${pbUrl}/api/collections/rooms/records/${room.id}`, {
        headers: { authorization: await superuserToken() },
      });
      return ((await res.json()) as { results: string }).results;
    })
    .toBe('score');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(new RegExp(`/_/room/${room.slug}/results$`));
  await expect(page.getByText('No one has opened this room yet')).toBeVisible();

  // Students arrive and type: each appears on the teacher's screen without a reload.
  const sheets: Page[] = [];
  for (const student of students) {
    const sheet = await studentPage(browser, room.slug, student);
    await answer(sheet, student.answers);
    sheets.push(sheet);
    const answered = Object.keys(student.answers).length;
    await expect(row(page, student.name)).toContainText(`In progress ${answered}/80`, { timeout: 6_000 });
  }

  for (const sheet of sheets) await submitWithBlanks(sheet);
  const [amelie] = sheets;
  const recorded = amelie!.getByRole('alertdialog', { name: 'Your submission was recorded' });
  // A band per test, never a sum across tests; 3 of 40 is below the listening table's last row: the raw
  // score alone.
  await expect(recorded).not.toContainText('of 80');
  await expect(recorded.getByRole('list', { name: 'Band per test' })).toContainText('3 of 40');

  for (const [student, score] of [
    [students[0]!, '3/80'],
    [students[1]!, '1/80'],
    [students[2]!, '0/80'],
  ] as const) {
    await expect(row(page, student.name)).toContainText(`Submitted${score}`, { timeout: 6_000 });
  }

  // Question 1 of the Listening test: one right, two with the same variant. Accept it.
  await page.getByRole('tab', { name: 'Questions' }).click();
  const question = page.getByRole('listitem', { name: `${LISTENING} Question 1`, exact: true });
  await expect(question).toContainText('33% correct (1 of 3)');
  await question.getByRole('button', { name: /^Accept “whitfeld”/i }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept this answer?' });
  await expect(confirm).toContainText('This changes 2 submissions in this room.');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/2 changed score/)).toBeVisible();
  await expect(question).toContainText('100% correct (3 of 3)');

  await page.getByRole('tab', { name: 'Students' }).click();
  await expect(row(page, students[0]!.name)).toContainText('Submitted4/80');
  await expect(row(page, students[2]!.name)).toContainText('Submitted1/80');

  // The export: UTF-8 with a byte-order mark, a header and one row per student, names quoted as written.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${room.slug}-results.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split(/\r?\n/);
  expect(lines).toHaveLength(1 + students.length);
  const amelieRow = lines.find((line) => line.startsWith('"Amélie Dupont, Jr",amelie@example.com,'));
  // Status, submitted at, score, total, Listening's score and band, Reading's (blank band: 0 of 40), the
  // bands of the four skills and the overall (Listening's alone), then her answers box by box.
  expect(amelieRow).toMatch(/,submitted,[^,]+,4,80,4,2\.5,0,,2\.5,,,,,Whitfeld,Mulberry,EB4 7TN,18th,/);
  for (const student of students.slice(1)) {
    expect(
      lines.filter((line) => line.startsWith(`${student.name},${student.email},submitted,`)),
    ).toHaveLength(1);
  }

  // Amélie opens the link again: her new score, and the band 4 of 40 now earns.
  await amelie!.reload();
  const again = amelie!.getByRole('alertdialog', { name: 'Your submission was recorded' });
  await expect(again).not.toContainText('of 80');
  await expect(again.getByRole('list', { name: 'Band per test' })).toContainText('Band 2.5 · 4 of 40');
});
