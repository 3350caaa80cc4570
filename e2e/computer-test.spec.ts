// The test on computer from the gate to the submission by keyboard alone (docs/product.md, "The test on
// computer"): a copy of the demo's computer room (Listening, then Reading, each from its own Start screen),
// every question answered with the demo file's keys by the keys a student would press, and the server's
// score checked against the key; highlights and notes kept over a reload; the page no wider than 360 px.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/pocketbase';
import type { GuestSearchResponse, SheetGroup } from '../src/lib/api-types';
import { addNote, questionsBar, recordingEnded, selectText, testContent } from './support/computer';
import { finishGate } from './support/guest';
import { demoAdmin, importComputerDemoCopy, pbUrl } from './support/stack';
import { teacherToken } from './support/teacher';

interface DemoQuestion {
  num: number;
  keys: string[];
}
interface DemoExam {
  name: string;
  sections: { name: string; groups: { type: string; questions: DemoQuestion[] }[] }[];
}
const demo = JSON.parse(readFileSync(join(root, 'demo', 'demo-computer-room.json'), 'utf8')) as {
  exams: DemoExam[];
};
/** Each exam's first accepted answer by question number, as the demo file keys it. */
const keysOf = (exam: DemoExam) =>
  new Map(exam.sections.flatMap((s) => s.groups.flatMap((g) => g.questions.map((q) => [q.num, q.keys[0]!]))));

/**
 * Presses Tab (then Shift+Tab; or first Shift+Tab, `backwards`) until the focused element matches `selector`
 * (and holds `text`).
 */
async function tabTo(page: Page, selector: string, text?: string, backwards = false) {
  const focused = () =>
    page.evaluate(
      ([selector, text]) => {
        const el = document.activeElement;
        return !!el && el.matches(selector) && (!text || (el.textContent ?? '').includes(text));
      },
      [selector, text ?? ''] as const,
    );
  for (const key of backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 120; i++) {
      if (await focused()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Tab never reached ${selector}${text ? ` with "${text}"` : ''}`);
}

const bar = 'nav[aria-label="Questions"]';
const control = (questionId: string) => `[data-question-ids~="${questionId}"]`;

/** Answers the questions of one group of the part on screen, by keyboard, with the demo's keys. */
const isWriting = (exam: { sections: { groups: { type?: string }[] }[] }) =>
  exam.sections.every((section) => section.groups.every((group) => group.type === 'essay'));

const ESSAY = 'Recycling rose in every town, and Northfield recycled the most by far.';

async function answerGroup(page: Page, group: SheetGroup, keys: Map<number, string>) {
  const slots = group.slots.filter((s) => s.questionId);
  const type = group.type ?? 'gap';
  if (type === 'multi') {
    // One set of tick boxes answers the group's questions in either order: tick each key's letter.
    for (const slot of slots) {
      await tabTo(page, `${control(slot.questionId!)} input[type=checkbox][value="${keys.get(slot.num)}"]`);
      await page.keyboard.press('Space');
    }
    return;
  }
  for (const slot of slots) {
    const id = slot.questionId!;
    const key = keys.get(slot.num)!;
    if (type === 'essay') {
      // A Writing task: typed into its plain box, the words counted as they come; it has no key.
      await tabTo(page, `textarea${control(id)}`);
      await page.keyboard.type(ESSAY);
      await expect(page.locator(`textarea${control(id)}`)).toHaveAccessibleDescription(/^12 words/, {
        timeout: 5_000,
      });
    } else if (type === 'gap') {
      await tabTo(page, `input${control(id)}`);
      await page.keyboard.type(key);
    } else if (type === 'match') {
      // Pick the option with Enter, then place it in the question's gap with Enter.
      await tabTo(page, `[data-match-option="${key}"]`);
      await page.keyboard.press('Enter');
      await tabTo(page, `button${control(id)}`);
      await expect(page.locator(`button${control(id)}`)).toHaveAttribute(
        'aria-label',
        `Place ${key} in question ${slot.num}`,
      );
      await page.keyboard.press('Enter');
    } else {
      // choice, tfng, ynng: native radios; the first takes Space, the arrows move to (and choose) the others.
      const radios = await page.locator(`${control(id)} input[type=radio]`).all();
      const values = await Promise.all(radios.map((r) => r.getAttribute('value')));
      const index = values.indexOf(key);
      expect(index, `question ${slot.num}: ${key} among ${values.join(', ')}`).toBeGreaterThanOrEqual(0);
      await tabTo(page, `${control(id)} input[type=radio]`);
      if (index === 0) await page.keyboard.press('Space');
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      await expect(page.locator(`${control(id)} input[value="${key}"]`)).toBeChecked();
    }
  }
}

async function guestSheet(page: Page, slug: string) {
  const uuid = await page.evaluate(() => localStorage.getItem('answersheet_guest_uuid'));
  const res = await fetch(`${pbUrl}/api/room/guest-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'guest-uuid': uuid! },
    body: JSON.stringify({ slug }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as GuestSearchResponse;
}

test.describe('by keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.setTimeout(300_000);

  test('a student sits Listening, Reading and Writing from the gate to the submission; the server scores 40 of 40 in each test with a key and keeps the essays', async ({
    page,
  }) => {
    const room = importComputerDemoCopy(`computer-keys-${process.pid}-${Date.now()}`);
    await page.goto(`/ielts/${room.slug}`);

    // The gate: Tab to the name box, Tab to the e-mail, Enter sends the form.
    const gate = page.getByRole('dialog', { name: 'Before you start' });
    await expect(gate).toBeVisible();
    // Nothing of the test is in the page behind the gate (nor, below, behind the welcome).
    await expect(testContent(page)).toHaveCount(0);
    await tabTo(page, '#gate-name');
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Enter');
    const welcome = page.getByRole('dialog', { name: 'Welcome, Kim Keyboard' });
    await expect(welcome).toBeVisible();
    await expect(testContent(page)).toHaveCount(0);
    await tabTo(page, 'button', "Let's go");
    await page.keyboard.press('Enter');
    await expect(welcome).toBeHidden();

    const sheet = await guestSheet(page, room.slug);
    const flagged: string[] = [];
    // Each test numbers its own parts (Listening 1–4, Reading 1–3), and the bar holds the current test's.
    for (const [e, exam] of sheet.room.exams.entries()) {
      const keys = keysOf(demo.exams[e]!);
      // Each exam from its own Start screen.
      await expect(page.getByRole('heading', { name: exam.name })).toBeVisible({ timeout: 20_000 });
      await tabTo(page, 'button', 'Start');
      await page.keyboard.press('Enter');
      await expect(page.locator(bar)).toBeVisible();

      for (const [s, section] of exam.sections.entries()) {
        if (s > 0) {
          // The next part by the bar's part button, or by the Next arrow from the last question.
          if (s % 2 === 1) {
            // Writing's parts are its Tasks.
            const word =
              exam.kind === 'academic_writing' || exam.kind === 'general_writing' ? 'Task' : 'Part';
            await tabTo(page, `${bar} button`, `${word} ${s + 1}`);
            await page.keyboard.press('Enter');
          } else {
            await tabTo(page, 'button[aria-label="Next question"]');
            await page.keyboard.press('Enter');
          }
          const first = section.groups[0]!.slots[0]!;
          await expect(page.locator(`${bar} button[aria-label^="Question ${first.num},"]`)).toBeVisible();
        }
        for (const group of section.groups) await answerGroup(page, group, keys);
        if (e === 0 && s === 0) {
          // Previous, from the part's last box (forwards from it, the bar's first control).
          const [last, before] = section.groups.flatMap((g) => g.slots).reverse();
          await tabTo(page, 'button[aria-label="Previous question"]');
          await page.keyboard.press('Enter');
          await expect(page.locator(`${bar} button[aria-current="true"]`)).toHaveAttribute(
            'aria-label',
            new RegExp(`^Question ${before!.num},`),
          );
          expect(last!.num).toBe(before!.num + 1);
        }
        if (e === 1 && s === 0) {
          // One question flagged for review from the bar, then Previous from the part's first question.
          const first = section.groups[0]!.slots[0]!;
          await tabTo(page, `${bar} button[aria-label^="Question ${first.num},"]`);
          await page.keyboard.press('Enter');
          // Backwards, round the page's end to the bar: forwards would pass the other questions' controls,
          // each making its question the current one.
          await tabTo(page, `${bar} input[type=checkbox]`, undefined, true);
          await page.keyboard.press('Space');
          await expect(page.locator(`${bar} button[aria-label^="Question ${first.num},"]`)).toHaveAttribute(
            'aria-label',
            /flagged for review/,
          );
          flagged.push(first.questionId!);
        }
      }

      if (e < sheet.room.exams.length - 1) {
        // Finish the test, named, confirmed in its dialog (Listening's once its recording has ended).
        const testName = e === 0 ? 'Listening' : 'Reading';
        if (e === 0) await recordingEnded(page, sheet.room.id, exam.id);
        await tabTo(page, 'button', `Finish the ${testName} test`);
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('alertdialog', { name: `Finish the ${testName} test?` });
        await expect(confirm).toContainText('You have answered every question.');
        await expect(confirm).toBeVisible();
        await tabTo(page, '[role=alertdialog] button', 'Finish');
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
      }
    }
    await expect(page.getByText('Saved')).toBeVisible({ timeout: 20_000 });
    expect((await guestSheet(page, room.slug)).pendingSubmission?.flags).toEqual(flagged);

    // Submit: every box is answered, so the sheet goes without the blanks dialog.
    await tabTo(page, 'button', 'Submit');
    await page.keyboard.press('Enter');
    const recorded = page.getByRole('alertdialog', { name: 'Your submission was recorded' });
    const confirm = page
      .getByRole('alertdialog')
      .filter({ has: page.getByRole('button', { name: 'Submit' }) });
    await expect(recorded.or(confirm)).toBeVisible({ timeout: 20_000 });
    if (await confirm.isVisible()) {
      await tabTo(page, '[role=alertdialog] button', 'Submit');
      await page.keyboard.press('Enter');
    }
    await expect(recorded).toBeVisible({ timeout: 20_000 });

    // The server's results, as the room's teacher reads them: every exam full marks.
    const results = await fetch(`${pbUrl}/api/room/results/${room.id}`, {
      headers: { authorization: await teacherToken(demoAdmin.email, demoAdmin.password) },
    });
    expect(results.status).toBe(200);
    const body = (await results.json()) as {
      students: {
        guest: { name: string };
        submission: {
          exams: Record<string, { score?: number; total: number; band?: null; marked?: number }>;
        };
      }[];
    };
    const student = body.students.find((s) => s.guest.name === 'Kim Keyboard')!;
    const keyed = sheet.room.exams.filter((exam) => !isWriting(exam));
    expect(keyed).toHaveLength(2);
    const scores = keyed.map((exam) => student.submission.exams[exam.id]);
    expect(scores.map((s) => [s?.score, s?.total])).toEqual(keyed.map(() => [40, 40]));
    // The Writing test is marked by the teacher: its entry waits for the marks.
    const writing = sheet.room.exams.find(isWriting)!;
    expect(student.submission.exams[writing.id]).toMatchObject({ band: null, marked: 0 });
  });
});

/** Through the gate, Listening started and finished, Reading started: its first part with its passage. */
async function openReading(page: Page, slug: string) {
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, 'Rhea Reader', 'rhea@example.com');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // Before its recording has ended, the Listening test cannot be finished.
  await page.getByRole('button', { name: 'Finish the Listening test' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'The recording has not ended' });
  await blocked.getByRole('button', { name: 'Back to the test' }).click();
  const sheet = await guestSheet(page, slug);
  await recordingEnded(page, sheet.room.id, sheet.room.exams[0]!.id);
  await page.getByRole('button', { name: 'Finish the Listening test' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finish the Listening test?' });
  await expect(confirm).toContainText('You have 40 unanswered questions.');
  await expect(confirm).toContainText('cannot be opened again');
  await confirm.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.locator(`${passage} p`).first()).toBeVisible({ timeout: 20_000 });
}
const passage = '[aria-label="Passage"]';

test('a highlight and a note made in the passage survive a reload', async ({ page }) => {
  const room = importComputerDemoCopy(`computer-notes-${process.pid}-${Date.now()}`);
  await openReading(page, room.slug);
  // At 1280 px: the top bar in one row, the bar's arrows on screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.locator('[data-top-bar]').boundingBox())!.height).toBeLessThanOrEqual(60);
  const next = (await questionsBar(page).getByRole('button', { name: 'Next question' }).boundingBox())!;
  expect(next.x + next.width).toBeLessThanOrEqual(1280);
  // A highlight by the keyboard shortcut, then a note on another span.
  const highlighted = await selectText(page, passage, 0, 20);
  await page.keyboard.press('Control+Shift+H');
  const noted = await selectText(page, passage, 40, 70);
  await addNote(page, 'The main claim is here.');
  await expect(page.getByRole('button', { name: 'Notes (1)' })).toBeVisible();
  // The boxes painted under the passage's text, one or more a highlight.
  const painted = () => page.locator('[data-highlight-layer] > .answersheet-mark').count();
  await expect.poll(painted).toBeGreaterThanOrEqual(2);

  await page.reload();
  // Back on Reading's Part 1, with no welcome again.
  await expect(page.locator(`${passage} p`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: /Welcome/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Part 1/ })).toBeVisible();
  await expect.poll(painted, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('answersheet_annotations_'))
      .flatMap((k) => JSON.parse(localStorage.getItem(k)!) as { note: string }[]),
  );
  expect(stored.map((a) => a.note).sort()).toEqual(['', 'The main claim is here.']);
  await page.getByRole('button', { name: 'Notes (1)' }).click();
  const notes = page.getByRole('dialog', { name: 'Your notes for this part' });
  await expect(notes.getByText('The main claim is here.')).toBeVisible();
  await expect(notes).toContainText(noted.trim().slice(0, 10));
  expect(highlighted.length).toBeGreaterThan(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a Reading part with its passage and the match control fits: the page does not scroll sideways, the bar does', async ({
    page,
  }) => {
    const room = importComputerDemoCopy(`computer-360-${process.pid}-${Date.now()}`);
    await openReading(page, room.slug);
    // Reading's second part: the bar holds Reading's parts alone, numbered from 1, the arrows on screen.
    await questionsBar(page)
      .getByRole('button', { name: /^Part 2/ })
      .click();
    for (const arrow of ['Previous question', 'Next question']) {
      const box = (await questionsBar(page).getByRole('button', { name: arrow }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await expect(page.locator('[data-match-option]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The top bar in two rows: Notes, Hide and Settings as icons, named for screen readers.
    for (const name of ['Notes', 'Hide', 'Settings', 'Finish the Reading test']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const topBar = await page.locator('[data-top-bar]').boundingBox();
    expect(topBar?.height).toBeLessThanOrEqual(100);
    const scrolls = await questionsBar(page).evaluate((nav) => {
      const row = nav.firstElementChild!.children[1] as HTMLElement;
      return row.scrollWidth > row.clientWidth;
    });
    expect(scrolls).toBe(true);
  });
});
