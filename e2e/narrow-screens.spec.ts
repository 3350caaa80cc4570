// Every screen works at 360 px: nothing widens the page past the phone's width (a wide table scrolls in
// its own box), so nothing is cut off or needs the page scrolled sideways.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { finishGate, submitWithBlanks } from './support/guest';
import { demoAdmin, importDemoCopy } from './support/stack';

test.use({ viewport: { width: 360, height: 780 } });

async function expectFitsTheWidth(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide`).toBeLessThanOrEqual(360);
}

test('the guest screens fit a phone', async ({ page }) => {
  const room = importDemoCopy(`narrow-${process.pid}-${Date.now()}`);
  await page.goto('/');
  await expectFitsTheWidth(page, 'landing');
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Nora Narrow', 'nora@example.com');
  await expect(page.getByRole('textbox', { name: 'Question 1', exact: true }).first()).toBeVisible();
  await expectFitsTheWidth(page, 'answer sheet');
  await page.getByRole('button', { name: 'Paperwork' }).click();
  await expect(page.getByRole('button', { name: 'Print Document' })).toBeVisible();
  await expectFitsTheWidth(page, 'paperwork');
});

test('the admin screens fit a phone', async ({ page }) => {
  // A room with one submission, so the results have their table and charts.
  const room = importDemoCopy(`narrow-admin-${process.pid}-${Date.now()}`);
  const student = await page.context().newPage();
  await student.goto(`/ielts/${room.slug}`);
  await finishGate(student, 'Nora Narrow', 'nora@example.com');
  await student.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
  await submitWithBlanks(student);
  await student.close();

  await signIn(page, demoAdmin.email, demoAdmin.password);
  await expectFitsTheWidth(page, 'dashboard');
  const screens: [string, string, RegExp][] = [
    ['room detail', `/_/room/${room.slug}`, /IELTS Listening/],
    ['results', `/_/room/${room.slug}/results`, /1 submitted/],
    ['live', `/_/room/${room.slug}/live`, /1 student: .*1 submitted/],
    ['exam library', '/_/exams', /A change reaches every room using it/],
    ['profile', '/_/user', /Update profile/],
    ['about', '/_/about', /We're AnswerSheet/],
  ];
  for (const [screen, path, text] of screens) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectFitsTheWidth(page, screen);
  }
  await page.goto('/_/exams');
  await page
    .getByRole('link', { name: /^Edit IELTS Listening/ })
    .first()
    .click();
  await expect(page.getByLabel('Question 1 accepted answers')).toBeVisible();
  await expectFitsTheWidth(page, 'exam editor');
});
