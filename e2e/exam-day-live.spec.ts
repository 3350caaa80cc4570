// Exam day, the teacher's side (docs/architecture.md, "Exam day"): the live screen shows a student leaving
// the test within its refresh, and extra time given there (in minutes) reaches the student's open sheet within
// 15 s, which says so.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { finishGate, saveStatus } from './support/guest';
import { demoAdmin, importDemoCopy, pbUrl, superuserToken } from './support/stack';

/** The page is hidden for `ms`, as when the student switches to another tab, then shown again. */
async function leaveFor(page: Page, ms: number) {
  const set = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await set('hidden');
  await page.waitForTimeout(ms);
  await set('visible');
}

test('the live screen shows time away, and extra time reaches the open sheet', async ({ browser }) => {
  test.setTimeout(90_000);
  const room = importDemoCopy(`live-${process.pid}-${Date.now()}`);
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ time_limit: 30 }),
  });
  expect(res.status).toBe(200);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto(`/ielts/${room.slug}`);
  await finishGate(student, 'Lia Leaver', 'lia@example.com');
  await student
    .getByRole('group', { name: 'Part 1', exact: true })
    .getByRole('textbox', { name: 'Question 1', exact: true })
    .fill('Whitfield');
  await expect(saveStatus(student)).toHaveText('Saved');
  const timer = student.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^(30:00|29:\d\d)$/);

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, demoAdmin.email, demoAdmin.password);
  await teacher.goto(`/_/room/${room.slug}`);
  await teacher.getByRole('link', { name: 'Live' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/_/room/${room.slug}/live$`));
  const row = teacher.getByRole('row', { name: /Lia Leaver/ });
  await expect(row).toContainText('Writing');
  await expect(row).toContainText('1/');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^(30:00|29:\d\d)$/);

  // Three seconds in another tab: sent within 5 s, shown at the live screen's next 5 s refresh.
  await leaveFor(student, 3000);
  await expect(row).toContainText(/1 time, [34] s/, { timeout: 15_000 });

  await row.getByRole('button', { name: 'Extra time for Lia Leaver' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Extra time for Lia Leaver' });
  // A certificate for 25 extra minutes: given as minutes, no sum to do.
  await expect(dialog.getByRole('radio', { name: 'Minutes' })).toBeChecked();
  await dialog.getByLabel('Extra time (minutes)').fill('25');
  await dialog.getByLabel('Note (optional)').fill('Agreed with the exams office');
  await dialog.getByRole('button', { name: 'Save extra time' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('25 min');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^(55:00|54:\d\d)$/);

  // The sheet asks for its timing every 15 s, and says why its clock moved on.
  await expect(timer).toHaveText(/^(55:00|54:\d\d)$/, { timeout: 20_000 });
  await expect(
    student.getByRole('status').filter({ hasText: 'Your teacher gave you 25 more minutes.' }),
  ).toBeVisible();

  await studentContext.close();
  await teacherContext.close();
});
