// Writing from start to report (docs/architecture.md, "Writing and marking", "The report card"): a student
// writes both tasks of the demo's Writing test on a paper-delivered copy and submits; the teacher marks both
// tasks and releases the marks through the marking API; the student opens the link again and sees the band
// and a range comment on their essay; the teacher prints the student's report.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { importRoom } from '../scripts/import';
import { root } from '../scripts/lib/pocketbase';
import { signIn } from './support/admin';
import { finishGate } from './support/guest';
import { dataDir, demoAdmin, pbUrl } from './support/stack';

/** The demo's Writing test, alone in a paper room of its own. */
function importWritingRoom(slug: string) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-writing-'));
  cpSync(join(root, 'demo'), dir, { recursive: true });
  const demo = JSON.parse(readFileSync(join(dir, 'demo-computer-room.json'), 'utf8'));
  const writing = demo.exams.find((exam: { kind: string }) => exam.kind === 'academic_writing');
  const file = join(dir, 'writing-room.json');
  writeFileSync(
    file,
    JSON.stringify({
      room: {
        name: 'Writing on paper',
        slug,
        detail: '',
        members: [demoAdmin.email],
        delivery: 'paper',
        results: 'score',
      },
      exams: [{ ...writing, minutes: undefined }],
    }),
  );
  return importRoom(dataDir, file);
}

/** The API as the teacher (a member of the room). */
async function teacherApi() {
  const res = await fetch(`${pbUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: demoAdmin.email, password: demoAdmin.password }),
  });
  const { token } = (await res.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${pbUrl}${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status, `${method} ${path}`).toBe(200);
    return answer.json();
  };
}

const TASK1 =
  'The chart compares how much household waste four towns recycled in 2005 and in 2025. Westford rose the most.';
const TASK2 = 'A year of community work teaches young people skills that no classroom can give them.';

test('a student writes both tasks; the teacher marks, releases and prints the report', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const room = importWritingRoom(`writing-${process.pid}-${Date.now()}`);

  // The student writes both tasks on the paper sheet, the task and its chart in the Paperwork.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/ielts/${room.slug}`);
  await finishGate(student, 'Wren Writer', 'wren@example.com');
  await student.getByRole('button', { name: 'Paperwork' }).click();
  await expect(student.getByText('Summarise the information by selecting')).toBeVisible({ timeout: 15_000 });
  await expect(student.getByRole('img', { name: /Task 1/ })).toBeVisible();
  await student.getByRole('button', { name: 'Answer sheet' }).click();
  const task1 = student.getByRole('textbox', { name: 'Task 1' });
  await task1.fill(TASK1);
  await expect(task1).toHaveAttribute('spellcheck', 'false');
  await expect(student.getByText('19 words · at least 150')).toBeVisible();
  await student.getByRole('textbox', { name: 'Task 2' }).fill(TASK2);
  await expect(student.getByText('15 words · at least 250')).toBeVisible();
  await student.getByRole('button', { name: 'Submit', exact: true }).click();
  const recorded = student.getByRole('alertdialog', { name: 'Your submission was recorded' });
  await expect(recorded).toBeVisible({ timeout: 15_000 });
  await expect(recorded).toContainText('Marked by your teacher');

  // The teacher marks both tasks and releases the marks (the marking screen is not this test's).
  const api = await teacherApi();
  const list = await api('GET', `/api/room/marking/${room.id}`);
  expect(list.total).toBe(2);
  for (const script of list.scripts as { submission: string; question: { id: string; num: number } }[]) {
    const task = script.question.num;
    await api('PUT', `/api/room/marking/${room.id}/script/${script.submission}/${script.question.id}`, {
      criteria: task === 1 ? { ta: 6, cc: 6, lr: 7, gra: 6 } : { ta: 7, cc: 7, lr: 7, gra: 7 },
      comment: task === 1 ? 'Give the figures for each town.' : 'A clear position throughout.',
      notes: task === 1 ? [{ start: 4, end: 9, text: 'Say which chart: a bar chart.' }] : [],
    });
  }
  expect(await api('POST', `/api/room/marking/${room.id}/release`, { released: true })).toEqual({
    released: true,
  });

  // The student opens the link again: the Writing band, the task's band and the range comment.
  await student.reload();
  const again = student.getByRole('alertdialog', { name: 'Your submission was recorded' });
  const marks = again.getByRole('region', { name: /your marks/ });
  await expect(marks).toBeVisible({ timeout: 15_000 });
  // (6.25 + 2 × 7) / 3 = 6.75 → 7.
  await expect(marks).toContainText('band: 7.0');
  await expect(marks.getByRole('article', { name: 'Task 1 · Band 6.25' })).toContainText(
    'Give the figures for each town.',
  );
  const mark = marks.locator('mark', { hasText: 'chart' });
  await expect(mark).toBeVisible();
  await expect(marks.getByRole('list', { name: 'Comments on your essay' })).toContainText(
    'Say which chart: a bar chart.',
  );

  // The teacher prints the student's report: printing is stubbed in every frame and records what it printed.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printed?: string[] };
      top.printed = [...(top.printed ?? []), document.body.innerText];
    };
  });
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}/results`);
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
  expect(printed).toMatch(/Listening\s+Reading\s+Writing\s+Speaking\s+Overall/);
  expect(printed).toContain('7.0');
  expect(printed).toContain('Give the figures for each town.');
});
