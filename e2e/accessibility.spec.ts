// Accessibility is part of done: every main screen, in both themes, passes axe's WCAG 2.1 A and AA rules
// (contrast included).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { finishGate, submitWithBlanks } from './support/guest';
import { demoAdmin, importDemoCopy, pbUrl, superuserToken } from './support/stack';

/** Changes a room's settings as a superuser. */
async function setRoom(id: string, settings: Record<string, unknown>) {
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(res.status).toBe(200);
}

async function expectAccessible(page: Page, screen: string) {
  // Transitions would let axe measure colours halfway between two themes.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems, screen).toEqual([]);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';

  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((isDark) => localStorage.setItem('isDarkmode', String(isDark)), dark);
    });

    test(`the guest screens pass axe (${theme})`, async ({ page }) => {
      const room = importDemoCopy(`a11y-${theme}-${process.pid}-${Date.now()}`);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'AnswerSheet' })).toBeVisible();
      await expectAccessible(page, 'landing');

      await page.goto(`/ielts/${room.slug}`);
      const gate = page.getByRole('dialog', { name: 'Before you start' });
      await gate.getByRole('button', { name: 'Continue' }).click();
      await expect(gate.getByText(/at least 3 characters|required/i).first()).toBeVisible();
      await expectAccessible(page, 'gate with its messages');

      await gate.getByLabel('Name').fill('Ada Access');
      await gate.getByLabel('Email').fill('ada@example.com');
      await gate.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: "Let's go" }).click();
      await page.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await expect(page.getByText('Saved')).toBeVisible();
      await expectAccessible(page, 'answer sheet');

      await page.getByRole('button', { name: 'Paperwork' }).click();
      await expect(page.getByRole('button', { name: 'Print Document' })).toBeVisible();
      await expectAccessible(page, 'paperwork');
    });

    // Its own test: axe over a sheet of 80 boxes takes a while on two cores.
    test(`the test conditions pass axe (${theme})`, async ({ page }) => {
      const room = importDemoCopy(`a11y-conditions-${theme}-${process.pid}-${Date.now()}`);
      await setRoom(room.id, { time_limit: 45 });
      await page.goto(`/ielts/${room.slug}`);
      await finishGate(page, 'Ada Access', 'ada@example.com');
      // A flag, the question map open, the clock and the recordings' player.
      await page.getByRole('button', { name: 'Flag question 2 for review' }).first().click();
      await page.getByRole('button', { name: /^Question map/ }).click();
      await expect(
        page.getByRole('button', { name: 'Question 2, blank, flagged for review' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('group', { name: /Part 1 recording$/ })).toBeVisible();
      await expectAccessible(page, 'answer sheet with a flag, the map, the clock and the player');
      // Closed again, the map's boxes leave the page (a display utility once kept them showing).
      await page.getByRole('button', { name: /^Question map/ }).click();
      await expect(
        page.getByRole('button', { name: 'Question 2, blank, flagged for review' }).first(),
      ).toBeHidden();
    });

    test(`the admin screens pass axe (${theme})`, async ({ page }) => {
      await page.goto('/_/login');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Account is required')).toBeVisible();
      await expectAccessible(page, 'login with its messages');

      await signIn(page, demoAdmin.email, demoAdmin.password);
      await expectAccessible(page, 'dashboard');

      await page.goto('/_/room/demo');
      await page
        .getByRole('button', { name: /^IELTS Listening/ })
        .last()
        .click();
      await expect(page.getByText('Part 1', { exact: true })).toBeVisible();
      await expectAccessible(page, 'room detail');

      await page.goto('/_/user');
      await expect(page.getByRole('button', { name: 'Update profile' })).toBeVisible();
      await expectAccessible(page, 'profile');

      await page.goto('/_/about');
      await expect(page.getByText(/We're AnswerSheet/)).toBeVisible();
      await expectAccessible(page, 'about');
    });

    test(`the authoring screens pass axe (${theme})`, async ({ page }) => {
      await signIn(page, demoAdmin.email, demoAdmin.password);
      await page.getByRole('button', { name: 'New room' }).click();
      await page.getByRole('dialog', { name: 'New room' }).getByLabel('Name').fill('Axe check');
      await expect(page.getByText('Available')).toBeVisible();
      await expectAccessible(page, 'new room');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Import a room' }).click();
      await expect(page.getByRole('dialog', { name: 'Import a room' })).toBeVisible();
      await expectAccessible(page, 'import a room');
      await page.keyboard.press('Escape');

      await page.goto('/_/room/demo');
      await page.getByRole('button', { name: 'Add exam' }).click();
      await expect(page.getByRole('dialog', { name: 'Add exam' })).toBeVisible();
      await expectAccessible(page, 'add exam');
      await page.keyboard.press('Escape');

      await page.goto('/_/exams');
      await expect(page.getByRole('heading', { name: /^Exams \(/ })).toBeVisible();
      await expectAccessible(page, 'exam library');
      await page
        .getByRole('link', { name: /^Edit IELTS Listening/ })
        .first()
        .click();
      await expect(page.getByLabel('Question 1 accepted answers')).toBeVisible();
      await expectAccessible(page, 'exam editor');
      await page.getByRole('button', { name: 'Paste keys' }).click();
      const paste = page.getByRole('dialog', { name: 'Paste the answer key' });
      await paste.getByLabel('Answer key').fill('Part 1\n1 library\n1 museum\n2 colour / color');
      await expectAccessible(page, 'paste keys with its preview and problems');
    });

    test(`the results screens pass axe (${theme})`, async ({ page }) => {
      await signIn(page, demoAdmin.email, demoAdmin.password);
      // One submitted student: the table, the charts, a review, the item analysis.
      const room = importDemoCopy(`a11y-results-${theme}-${process.pid}-${Date.now()}`);
      const student = await page.context().newPage();
      await student.goto(`/ielts/${room.slug}`);
      await finishGate(student, 'Ada Access', 'ada@example.com');
      await student.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await submitWithBlanks(student);
      await student.close();
      await page.goto(`/_/room/${room.slug}/results`);
      await expect(page.getByRole('region', { name: 'Students' })).toBeVisible();
      await expectAccessible(page, 'results');
      await page.getByRole('button', { name: 'Ada Access', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Ada Access’s answers' });
      await expect(review.getByRole('table').first()).toBeVisible();
      await expectAccessible(page, 'results review');
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Questions' }).click();
      await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible();
      await expectAccessible(page, 'item analysis');
    });
  });
}
