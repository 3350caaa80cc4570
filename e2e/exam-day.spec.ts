// Exam day on the student's sheet (docs/architecture.md, "Exam day"), against the real stack: a student
// given 100 % extra time writes on after the others' time ran out, and a paused room blocks typing and
// resumes with the time it had. The teacher acts through the API (the live screen is tested on its own);
// the deadlines are the server's, in real time, so the first test waits out the room's one minute.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { unique } from './support/admin';
import { finishGate, saveStatus, submitWithBlanks } from './support/guest';
import { records } from './support/stack';
import { teacherRoom } from './support/teacher';

/** A student of their own browser context on the room's sheet, past the gate and the welcome. */
async function student(browser: Browser, slug: string, name: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, name, email);
  return page;
}

const box = (page: Page, num: number) =>
  page
    .getByRole('group', { name: 'Part 1', exact: true })
    .getByRole('textbox', { name: `Question ${num}`, exact: true });

async function answer(page: Page, num: number, value: string) {
  await box(page, num).fill(value);
  await expect(saveStatus(page)).toHaveText('Saved');
}

/** The time left the sheet shows, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Time left' }).textContent()) ?? '';
  const parts = text.trim().split(':').map(Number);
  expect(parts.every(Number.isInteger), `a time left: ${text}`).toBe(true);
  return parts.reduce((sum, part) => sum * 60 + part, 0);
}

const PAUSED = 'The test is paused';

test('a student with 100 % extra time keeps writing after the others were submitted', async ({ browser }) => {
  test.setTimeout(150_000);
  const { room, asTeacher } = await teacherRoom('extra-time', 1);
  const annEmail = `${unique('ann')}@example.com`;
  const benEmail = `${unique('ben')}@example.com`;
  const ann = await student(browser, room.slug, 'Ann Ontime', annEmail);
  const ben = await student(browser, room.slug, 'Ben Extra', benEmail);

  const [benGuest] = await records<{ id: string }>('guests', `filter=(email='${benEmail}')`);
  await asTeacher('PUT', `/api/room/results/${room.id}/accommodation/${benGuest!.id}`, {
    extra_percent: 100,
    note: 'Extra time',
  });
  // Ben's next save brings his new deadline: two minutes from his start, not one.
  await answer(ben, 1, 'Whitfield');
  await expect.poll(() => secondsLeft(ben)).toBeGreaterThan(65);
  await answer(ann, 1, 'Whitfield');

  // Ann's minute runs out: her sheet submits itself.
  await expect(ann.getByRole('alertdialog', { name: 'Time is up: your answers were submitted' })).toBeVisible(
    {
      timeout: 75_000,
    },
  );
  await expect.poll(async () => (await records('submissions', `filter=(Room='${room.id}')`)).length).toBe(1);

  // Ben still types, and the server takes it.
  expect(await secondsLeft(ben)).toBeGreaterThan(20);
  await expect(ben.getByText(PAUSED)).toHaveCount(0);
  await answer(ben, 2, 'library');
  const [draft] = await records<{ raw: { answers: { value: string }[] } }>(
    'pending_submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(draft!.raw.answers.map((a) => a.value)).toContain('library');

  await submitWithBlanks(ben);
  const stored = await records<{ guest_email: string; raw: { answers: { value: string }[] } }>(
    'submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(stored.map((s) => s.guest_email).sort()).toEqual([annEmail, benEmail].sort());
  const bens = stored.find((s) => s.guest_email === benEmail)!;
  expect(bens.raw.answers.map((a) => a.value)).toEqual(expect.arrayContaining(['Whitfield', 'library']));
});

test('a paused room blocks typing and resumes with the time it had', async ({ browser }) => {
  test.setTimeout(120_000);
  const { room, asTeacher } = await teacherRoom('pause', 30);
  const page = await student(browser, room.slug, 'Pat Paused', `${unique('pat')}@example.com`);
  await answer(page, 1, 'Whitfield');

  const before = await secondsLeft(page);
  await asTeacher('PATCH', `/api/room/patch/${room.id}`, { paused: true });
  // Felt at once: the realtime channel, within 3 s (the 15 s poll is only the fallback).
  await expect(page.getByText(PAUSED)).toBeVisible({ timeout: 3_000 });
  await expect(box(page, 2)).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  const frozen = await secondsLeft(page);
  expect(Math.abs(frozen - before)).toBeLessThanOrEqual(3);
  await page.waitForTimeout(3_000);
  expect(await secondsLeft(page)).toBe(frozen);

  const resumedAt = Date.now();
  await asTeacher('PATCH', `/api/room/patch/${room.id}`, { paused: false });
  await expect(page.getByText(PAUSED)).toBeHidden({ timeout: 3_000 });
  // The time it had at the pause, less what has run since the resume.
  const since = (Date.now() - resumedAt) / 1000;
  const left = await secondsLeft(page);
  expect(left).toBeLessThanOrEqual(frozen);
  expect(Math.abs(left - (frozen - since))).toBeLessThanOrEqual(3);

  await expect(box(page, 2)).toBeEditable();
  await answer(page, 2, 'library');
  const [draft] = await records<{ raw: { answers: { value: string }[] } }>(
    'pending_submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(draft!.raw.answers.map((a) => a.value)).toEqual(expect.arrayContaining(['Whitfield', 'library']));
});

test('two students feel the collect within 3 s: read-only, and what was submitted', async ({ browser }) => {
  test.setTimeout(120_000);
  const { room, asTeacher } = await teacherRoom('collect', 30);
  const ann = await student(browser, room.slug, 'Ann Collected', `${unique('ann')}@example.com`);
  const ben = await student(browser, room.slug, 'Ben Collected', `${unique('ben')}@example.com`);
  await answer(ann, 1, 'Whitfield');
  await answer(ben, 1, 'library');

  await asTeacher('POST', `/api/room/collect/${room.id}`, {});
  for (const page of [ann, ben]) {
    await expect(page.getByText('Your teacher has collected the answers').first()).toBeVisible({
      timeout: 3_000,
    });
  }
  // Then the submission as the server holds it, read-only.
  for (const page of [ann, ben]) {
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Your teacher has collected the answers')).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'View again' }).click();
    await expect(box(page, 2)).not.toBeEditable();
  }
  const stored = await records<{ raw: { answers: { value: string }[] } }>(
    'submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(stored).toHaveLength(2);
});
