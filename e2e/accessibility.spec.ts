// Accessibility is part of done: every main screen, in both themes, passes axe's WCAG 2.1 A and AA rules
// (contrast included).
//
// Each screen is a test of its own. A screen's axe run takes seconds on two busy cores (the sheet of 80 boxes
// most), and five or six of them in one test added up to more than a test's minute while the rest of the
// suite ran beside them. A group of screens is one walk through the app (serial tests sharing a page, so the
// walk is not repeated per screen), and each step has the whole minute for one screen.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/admin';
import { expectAccessible } from './support/axe';
import { walkComputerScreens } from './support/computer';
import { finishGate, submitWithBlanks } from './support/guest';
import {
  createUser,
  demoAdmin,
  importComputerDemoCopy,
  importDemoCopy,
  importSmallRoom,
  pbUrl,
  setRoom,
} from './support/stack';
import { teacherRoom, teacherToken } from './support/teacher';
import { essay, importWritingRoom, sitByApi, submitEssays } from './support/writing';

/** Runs `check` with the page `width` px wide, then puts back the width it had (docs/product.md, "Limits"). */
async function atWidth(page: Page, width: number, check: () => Promise<void>) {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width, height: before.height });
  try {
    await check();
  } finally {
    await page.setViewportSize(before);
  }
}

/** A page in the light theme, for one walk: a context of its own, as the `page` fixture would have. */
async function themedPage(browser: Browser, testInfo: TestInfo) {
  // axe needs a page of a context made with newContext(), not browser.newPage().
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('isDarkmode', 'false'));
  return page;
}

/** A serial group of screens walked on one page. */
function walk(title: string, steps: (page: () => Page) => void) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      page = await themedPage(browser, testInfo);
    });
    test.afterAll(async () => {
      await page.context().close();
    });
    steps(() => page);
  });
}

// Each screen is checked once in the light theme with every rule, then in the dark with the colour rules
// (e2e/support/axe.ts): a theme changes colours only, so the walks are not repeated per theme.
const unique = (name: string) => `a11y-${name}-${process.pid}-${Date.now()}`;

test.describe('light and dark themes', () => {
  // The walks are independent: spread over the workers, so this file is not one worker's long tail.
  test.describe.configure({ mode: 'parallel' });
  walk('guest screens', (page) => {
    let slug: string;
    test.beforeAll(() => {
      slug = importDemoCopy(unique('guest')).slug;
    });

    test(`the landing page passes axe`, async () => {
      await page().goto('/');
      await expect(page().getByRole('heading', { name: 'AnswerSheet' })).toBeVisible();
      await expectAccessible(page(), 'landing');
    });

    test(`the gate with its messages passes axe`, async () => {
      await page().goto(`/ielts/${slug}`);
      const gate = page().getByRole('dialog', { name: 'Before you start' });
      await gate.getByRole('button', { name: 'Continue' }).click();
      await expect(gate.getByText(/at least 3 characters|required/i).first()).toBeVisible();
      await expectAccessible(page(), 'gate with its messages');
    });

    test(`the answer sheet passes axe`, async () => {
      const gate = page().getByRole('dialog', { name: 'Before you start' });
      await gate.getByLabel('Name').fill('Ada Access');
      await gate.getByLabel('Email').fill('ada@example.com');
      await gate.getByRole('button', { name: 'Continue' }).click();
      await page().getByRole('button', { name: "Let's go" }).click();
      await page().getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await expect(page().getByText('Saved')).toBeVisible();
      await expectAccessible(page(), 'answer sheet');
    });

    test(`the paperwork passes axe`, async () => {
      await page().getByRole('button', { name: 'Paperwork' }).click();
      await expect(page().getByRole('button', { name: 'Print Document' })).toBeVisible();
      await expectAccessible(page(), 'paperwork');
    });
  });

  walk('test conditions', (page) => {
    test(`the test conditions pass axe`, async () => {
      const room = importDemoCopy(unique('conditions'));
      await setRoom(room.id, { time_limit: 45 });
      await page().goto(`/ielts/${room.slug}`);
      await finishGate(page(), 'Ada Access', 'ada@example.com');
      // A flag, the question map open, the clock and the recordings' player.
      await page().getByRole('button', { name: 'Flag question 2 for review' }).first().click();
      await page()
        .getByRole('button', { name: /^Question map/ })
        .click();
      const flagged = page().getByRole('button', { name: 'Question 2, blank, flagged for review' });
      await expect(flagged.first()).toBeVisible();
      await expect(page().getByRole('timer')).toBeVisible();
      await expect(page().getByRole('group', { name: /Part 1 recording$/ })).toBeVisible();
      await expectAccessible(page(), 'answer sheet with a flag, the map, the clock and the player');
      // Closed again, the map's boxes leave the page (a display utility once kept them showing).
      await page()
        .getByRole('button', { name: /^Question map/ })
        .click();
      await expect(flagged.first()).toBeHidden();
    });
  });

  walk('exam day on the sheet', (page) => {
    test(`the paused cover and the collected answers pass axe`, async () => {
      const { room, asTeacher } = await teacherRoom(unique('exam-day'), 45);
      await page().goto(`/ielts/${room.slug}`);
      await finishGate(page(), 'Ada Access', 'ada@example.com');
      await page().getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await asTeacher('PATCH', `/api/room/patch/${room.id}`, { paused: true });
      await expect(page().getByText('The test is paused').first()).toBeVisible();
      await expectAccessible(page(), 'the sheet, paused');
      await asTeacher('PATCH', `/api/room/patch/${room.id}`, { paused: false });
      await expect(page().getByText('The test is paused')).toHaveCount(0);
      await asTeacher('POST', `/api/room/collect/${room.id}`, {});
      const collected = page().getByRole('alertdialog');
      await expect(collected.getByText('Your teacher has collected the answers')).toBeVisible();
      await expectAccessible(page(), 'the answers collected');
      await atWidth(page(), 360, () => expectAccessible(page(), 'the answers collected at 360 px'));
    });
  });

  walk('the test on computer', (page) => {
    test(`its Start screen, match control, notes and Finish dialogs pass axe`, async () => {
      test.setTimeout(120_000);
      const room = importComputerDemoCopy(unique('computer'));
      await walkComputerScreens(page(), room.slug, (screen) => expectAccessible(page(), screen));
    });
  });

  walk('admin screens', (page) => {
    test(`the login with its messages passes axe`, async () => {
      await page().goto('/_/login');
      await page().getByRole('button', { name: 'Continue' }).click();
      await expect(page().getByText('Account is required')).toBeVisible();
      await expectAccessible(page(), 'login with its messages');
    });

    test(`the dashboard passes axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await expect(page().getByRole('list', { name: 'State' }).first()).toBeVisible();
      await expectAccessible(page(), 'dashboard');
    });

    test(`the dashboard at 360 px passes axe`, async () => {
      await atWidth(page(), 360, () => expectAccessible(page(), 'dashboard at 360 px'));
    });

    test(`the room detail passes axe`, async () => {
      await page().goto('/_/room/demo');
      await page()
        .getByRole('button', { name: /^IELTS Listening/ })
        .last()
        .click();
      await expect(page().getByText('Part 1', { exact: true })).toBeVisible();
      await expect(page().getByLabel('Time zone')).toBeVisible();
      await expectAccessible(page(), 'room detail');
      await atWidth(page(), 360, () => expectAccessible(page(), 'room detail at 360 px'));
    });

    test(`the profile passes axe`, async () => {
      await page().goto('/_/user');
      await expect(page().getByRole('button', { name: 'Update profile' })).toBeVisible();
      await expectAccessible(page(), 'profile');
    });

    test(`a success toast and an error toast pass axe`, async () => {
      const toast = (type: string) => page().locator(`[data-sonner-toast][data-type="${type}"]`);
      await page().getByRole('button', { name: 'Update profile' }).click();
      // Hovered, a toast stays while axe measures it (sonner pauses its timer).
      await expect(toast('success')).toHaveText(/Profile updated/);
      await toast('success').hover();
      await expectAccessible(page(), 'success toast');
      await toast('success').getByRole('button', { name: 'Close toast' }).click();
      await expect(toast('success')).toHaveCount(0);

      const users = '**/api/collections/users/records/**';
      await page().route(users, (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ status: 500, message: 'Something went wrong.', data: {} }),
            })
          : route.fallback(),
      );
      await page().getByRole('button', { name: 'Update profile' }).click();
      await toast('error').hover();
      await expectAccessible(page(), 'error toast');
      await page().unroute(users);
    });

    test(`the about page passes axe`, async () => {
      await page().goto('/_/about');
      await expect(page().getByText(/We're AnswerSheet/)).toBeVisible();
      await expectAccessible(page(), 'about');
    });
  });

  walk('students screens', (page) => {
    // One student with a mock sat: the list, the history and the progress page each have a row to show.
    const student = { name: 'Stella Student', email: `${unique('stella')}@example.com` };
    test.beforeAll(async () => {
      const { slug } = importSmallRoom(unique('students'));
      await sitByApi(slug, student, (i) => (i % 2 ? 'B' : 'river'));
    });

    test(`the students list passes axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await page().goto(`/_/students?q=${encodeURIComponent(student.email)}`);
      await expect(page().getByRole('link', { name: student.name })).toBeVisible();
      await expectAccessible(page(), 'students');
      await atWidth(page(), 360, () => expectAccessible(page(), 'students at 360 px'));
    });

    test(`a student's history passes axe`, async () => {
      await page().getByRole('link', { name: student.name }).click();
      await expect(page().getByRole('heading', { name: 'Mocks' })).toBeVisible();
      await expectAccessible(page(), 'student history');
      await atWidth(page(), 360, () => expectAccessible(page(), 'student history at 360 px'));
    });

    test(`the student's progress page passes axe`, async () => {
      const token = await teacherToken(demoAdmin.email, demoAdmin.password);
      const id = page().url().split('/').pop()!;
      const res = await fetch(`${pbUrl}/api/students/${id}`, { headers: { authorization: token } });
      expect(res.status).toBe(200);
      const history = (await res.json()) as { student: { token: string } };
      await page().goto(`/ielts/progress/${history.student.token}`);
      await expect(page().getByRole('heading', { level: 1, name: student.name })).toBeVisible();
      await expectAccessible(page(), 'progress');
      await atWidth(page(), 360, () => expectAccessible(page(), 'progress at 360 px'));
    });
  });

  walk('people screens', (page) => {
    /** The set-password link People showed, for the welcome page's step. */
    let welcomeLink = '';
    test(`People with an invitation's link passes axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await page().goto('/_/people');
      const form = page().getByRole('form', { name: 'Invite a colleague' });
      await form.getByLabel('E-mail').fill(`${unique('people')}@example.com`);
      await form.getByLabel('Name').fill('Axe Colleague');
      await form.getByRole('button', { name: 'Invite' }).click();
      const link = page()
        .getByRole('status', { name: 'Set-password link for Axe Colleague' })
        .getByLabel('Set-password link');
      await expect(link).toHaveValue(/\/_\/welcome\//);
      await expectAccessible(page(), 'people');
      await atWidth(page(), 360, () => expectAccessible(page(), 'people at 360 px'));
      welcomeLink = await link.inputValue();
    });

    test(`the welcome page with its messages passes axe`, async () => {
      await page().goto(welcomeLink);
      await expect(page().getByRole('heading', { level: 1, name: 'Welcome, Axe Colleague' })).toBeVisible();
      await page().getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(page().getByText('Password is required')).toBeVisible();
      await expectAccessible(page(), 'welcome with its messages');
      await atWidth(page(), 360, () => expectAccessible(page(), 'welcome at 360 px'));
    });
  });

  walk('authoring screens', (page) => {
    test(`the new room dialog passes axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await page().getByRole('button', { name: 'New room' }).click();
      await page().getByRole('dialog', { name: 'New room' }).getByLabel('Name').fill('Axe check');
      await expect(page().getByText('Available')).toBeVisible();
      await expectAccessible(page(), 'new room');
      await page().keyboard.press('Escape');
    });

    test(`the import dialog passes axe`, async () => {
      await page().getByRole('button', { name: 'Import a room' }).click();
      await expect(page().getByRole('dialog', { name: 'Import a room' })).toBeVisible();
      await expectAccessible(page(), 'import a room');
      await page().keyboard.press('Escape');
    });

    test(`the duplicate room dialog and the copy's page saying where it came from pass axe`, async () => {
      const slug = importSmallRoom(unique('dup')).slug;
      await page().goto('/_/dashboard');
      await page()
        .getByRole('button', { name: `More for Room ${slug}`, exact: true })
        .click();
      await page().getByRole('menuitem', { name: 'Duplicate room' }).click();
      const dialog = page().getByRole('dialog', { name: 'Duplicate room' });
      await dialog.getByRole('checkbox', { name: 'Copy its students’ data too' }).check();
      await expectAccessible(page(), 'duplicate room');
      await atWidth(page(), 360, () => expectAccessible(page(), 'duplicate room at 360 px'));
      await dialog.getByRole('button', { name: 'Duplicate' }).click();
      await expect(page().getByText(`Duplicated from Room ${slug} on`)).toBeVisible();
      await expectAccessible(page(), "a copy's room detail");
      await atWidth(page(), 360, () => expectAccessible(page(), "a copy's room detail at 360 px"));
    });

    test(`the add exam dialog passes axe`, async () => {
      await page().goto('/_/room/demo');
      await page().getByRole('button', { name: 'Add exam' }).click();
      await expect(page().getByRole('dialog', { name: 'Add exam' })).toBeVisible();
      await expectAccessible(page(), 'add exam');
      await page().keyboard.press('Escape');
    });

    test(`the exam library passes axe`, async () => {
      await page().goto('/_/exams');
      await expect(page().getByRole('heading', { name: /^Exams \(/ })).toBeVisible();
      await expectAccessible(page(), 'exam library');
    });

    test(`the exam editor passes axe`, async () => {
      await page()
        .getByRole('link', { name: /^Edit IELTS Listening/ })
        .first()
        .click();
      await expect(page().getByLabel('Question 1 accepted answers')).toBeVisible();
      await expectAccessible(page(), 'exam editor');
    });

    test(`the paste keys dialog passes axe`, async () => {
      await page().getByRole('button', { name: 'Paste keys' }).click();
      const paste = page().getByRole('dialog', { name: 'Paste the answer key' });
      await paste.getByLabel('Answer key').fill('Part 1\n1 library\n1 museum\n2 colour / color');
      await expectAccessible(page(), 'paste keys with its preview and problems');
      // One group's key of two kinds: the preview proposes a group per run.
      await paste.getByLabel('Answer key').fill('1 TRUE\n2 FALSE\n3 NOT GIVEN\n4 A\n5 B\n6 C');
      await expect(paste.getByRole('checkbox', { name: /^Split into one group per kind/ })).toBeVisible();
      await expectAccessible(page(), 'paste keys proposing a split');
    });
  });

  walk('results screens', (page) => {
    let slug: string;
    // One submitted student: the table, the charts, a review, the item analysis.
    test.beforeAll(async ({ browser }, testInfo) => {
      slug = importDemoCopy(unique('results')).slug;
      const student = await themedPage(browser, testInfo);
      await student.goto(`/ielts/${slug}`);
      await finishGate(student, 'Ada Access', 'ada@example.com');
      await student.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await submitWithBlanks(student);
      await student.context().close();
    });

    test(`the results pass axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await page().goto(`/_/room/${slug}/results`);
      await expect(page().getByRole('region', { name: 'Students' })).toBeVisible();
      await expectAccessible(page(), 'results');
    });

    test(`the results' Columns menu, and the results as cards at 360 px, pass axe`, async () => {
      await page().getByRole('button', { name: 'Columns' }).click();
      await expect(page().getByRole('menuitemcheckbox', { name: 'E-mail' })).toBeVisible();
      await expectAccessible(page(), 'results columns menu');
      await page().keyboard.press('Escape');
      await atWidth(page(), 360, async () => {
        await expect(page().getByRole('list', { name: 'Students' })).toBeVisible();
        await expectAccessible(page(), 'results at 360 px');
      });
    });

    test(`a student's review passes axe`, async () => {
      await page().getByRole('button', { name: 'Ada Access', exact: true }).click();
      const review = page().getByRole('dialog', { name: 'Ada Access’s answers' });
      await expect(review.getByRole('table').first()).toBeVisible();
      await expectAccessible(page(), 'results review');
      await page().keyboard.press('Escape');
    });

    test(`the item analysis passes axe`, async () => {
      await page().getByRole('tab', { name: 'Questions' }).click();
      await expect(page().getByRole('list', { name: 'Questions' })).toBeVisible();
      await expect(page().getByRole('region', { name: 'By question type' })).toBeVisible();
      await expectAccessible(page(), 'item analysis');
      await atWidth(page(), 360, () => expectAccessible(page(), 'item analysis at 360 px'));
    });

    test(`the live screen, paused, and its extra-time dialog pass axe`, async () => {
      await page().goto(`/_/room/${slug}/live`);
      await expect(page().getByRole('region', { name: 'Students' })).toBeVisible();
      await expectAccessible(page(), 'live');
      await page().getByRole('button', { name: 'Pause the test' }).click();
      await page()
        .getByRole('alertdialog', { name: 'Pause the test?' })
        .getByRole('button', { name: 'Pause the test' })
        .click();
      await expect(page().getByText(/^Paused since/)).toBeVisible();
      await expectAccessible(page(), 'live, paused');
      await page().getByRole('button', { name: 'Resume the test' }).click();
      await expect(page().getByRole('button', { name: 'Pause the test' })).toBeVisible();
      await page().getByRole('button', { name: 'Extra time for Ada Access' }).click();
      const dialog = page().getByRole('dialog', { name: 'Extra time for Ada Access' });
      await expectAccessible(page(), 'extra-time dialog, in minutes');
      await dialog.getByRole('radio', { name: 'Percent' }).check();
      await dialog.getByLabel('Extra time (%)').fill('150');
      await dialog.getByRole('button', { name: 'Save extra time' }).click();
      await expect(dialog.getByText('Must be between 0 and 100 percent.')).toBeVisible();
      await expectAccessible(page(), 'extra-time dialog with its message');
      await page().keyboard.press('Escape');
    });

    test(`the history passes axe`, async () => {
      await page().goto(`/_/room/${slug}/results`);
      await page().getByRole('tab', { name: 'History' }).click();
      await expect(page().getByRole('list', { name: 'Changes, newest first' })).toBeVisible();
      await expectAccessible(page(), 'history');
      await atWidth(page(), 360, () => expectAccessible(page(), 'history at 360 px'));
    });
  });

  walk('marking screens', (page) => {
    let slug: string;
    // One student's two essays: the queue beside the open script.
    test.beforeAll(async () => {
      slug = importWritingRoom(unique('marking')).slug;
      // Both under length: the warning shows on whichever script opens first.
      await submitEssays(slug, 'Ada Access', [essay(120), essay(200)]);
    });

    test(`the marking screen passes axe`, async () => {
      await signIn(page(), demoAdmin.email, demoAdmin.password);
      await page().goto(`/_/room/${slug}/marking`);
      const group = page().getByRole('radiogroup', { name: 'Coherence and Cohesion' });
      await group.getByRole('radio', { name: '6' }).click();
      await page().getByRole('button', { name: 'What the bands mean' }).first().click();
      await page().getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await expect(page().getByText(/^Under length: \d+ of \d+ words$/)).toBeVisible();
      await expectAccessible(page(), 'marking');
    });

    test(`the marking screen with spelling underlined passes axe`, async () => {
      await page().getByRole('checkbox', { name: 'Underline spelling' }).click();
      await expect(
        page()
          .getByRole('status')
          .filter({ hasText: 'Every word is in a British or an American dictionary.' }),
      ).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page(), 'marking, spelling checked');
    });

    test(`double marking's queue, both marks and the pairs pass axe`, async () => {
      // Two markers' marks of one script, 3 bands apart, given through the API: it needs agreement.
      const other = createUser(`${unique('second')}@answersheet.test`, 'teacher-password-1', 'Sam Second');
      const room = importWritingRoom(unique('double'), 'paper', [demoAdmin.email, other.email]);
      await setRoom(room.id, { double_marking: true });
      await submitEssays(room.slug, 'Ada Access', [essay(160), essay(260)]);
      const list = async (token: string) =>
        (await (
          await fetch(`${pbUrl}/api/room/marking/${room.id}`, { headers: { authorization: token } })
        ).json()) as {
          scripts: { submission: string; question: { id: string } }[];
        };
      const tokens = [
        await teacherToken(demoAdmin.email, demoAdmin.password),
        await teacherToken(other.email, other.password),
      ];
      const [first] = (await list(tokens[0]!)).scripts;
      for (const [i, token] of tokens.entries()) {
        const band = i === 0 ? 5 : 8;
        const res = await fetch(
          `${pbUrl}/api/room/marking/${room.id}/script/${first!.submission}/${first!.question.id}`,
          {
            method: 'PUT',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify({ criteria: { ta: band, cc: band, lr: band, gra: band } }),
          },
        );
        expect(res.status).toBe(200);
      }
      await page().goto(`/_/room/${room.slug}/marking`);
      const queue = page().getByRole('navigation', { name: 'Scripts' });
      await queue.getByRole('listitem').filter({ hasText: 'Needs agreement' }).getByRole('button').click();
      await expect(page().getByRole('region', { name: /^Needs agreement/ })).toBeVisible();
      await expect(page().getByRole('region', { name: 'Agreement between markers' })).toBeVisible();
      await expectAccessible(page(), 'double marking');
      await atWidth(page(), 360, () => expectAccessible(page(), 'double marking at 360 px'));
    });
  });
});
