// The guest answer sheet against the real stack: each test imports its own copy of the demo room, so it has
// a room (and a guest: a new browser context, a new uuid) of its own.
import { expect, test, type Page } from '@playwright/test';
import { importDemoCopy, records } from './support/stack';
import { finishGate, letsGo, saveStatus } from './support/guest';

interface Answer {
  questionId: string;
  value: string;
}
interface Draft {
  Room: string;
  raw: { answers: Answer[] };
}
interface Submission {
  Room: string;
  score: number;
  raw: { answers: Answer[] };
}

let copies = 0;
function freshRoom() {
  const slug = `guest-e2e-${process.pid}-${Date.now()}-${copies++}`;
  return importDemoCopy(slug);
}

/** The answer box for `num` in a section of the demo room ("Part 1"…"Part 4", "Passage 1"…"Passage 3"). */
function box(page: Page, section: string, num: number) {
  return page
    .getByRole('group', { name: section, exact: true })
    .getByRole('textbox', { name: `Question ${num}`, exact: true });
}

const roomFilter = (roomId: string) => `filter=${encodeURIComponent(`Room='${roomId}'`)}`;

test('a reload restores the draft', async ({ page }) => {
  const room = freshRoom();
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page);

  await box(page, 'Part 1', 1).fill('Whitfield');
  await box(page, 'Passage 2', 14).fill('iv');
  await expect(saveStatus(page)).toHaveText('Saved');

  await page.reload();
  await letsGo(page, 'Ella Example');
  await expect(box(page, 'Part 1', 1)).toHaveValue('Whitfield');
  await expect(box(page, 'Passage 2', 14)).toHaveValue('iv');
});

test('what is typed offline reaches the server once back online', async ({ page, context }) => {
  const room = freshRoom();
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page);

  await context.setOffline(true);
  await box(page, 'Part 2', 12).fill('A');
  await box(page, 'Part 2', 13).pressSequentially('C');
  await expect(saveStatus(page)).toHaveText('Offline — saved on this device');
  await page.waitForTimeout(1500);
  // "Let's go" recorded the start (a draft with no answers); nothing typed offline reached the server.
  const whileOffline = await records<Draft>('pending_submissions', roomFilter(room.id));
  expect(whileOffline.flatMap((draft) => draft.raw.answers)).toEqual([]);

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText('Saved');
  await expect
    .poll(
      async () => (await records<Draft>('pending_submissions', roomFilter(room.id)))[0]?.raw.answers ?? [],
    )
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'A' }),
        expect.objectContaining({ value: 'C' }),
      ]),
    );
});

test('the whole flow: gate, answers, blanks, submission and its score', async ({ page }) => {
  const room = freshRoom();
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Sam Student', 'sam@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IELTS Practice — Demo Room');

  // Right, by the keys in demo/demo-room.json (case, spaces and optional words do not matter): 9 of them.
  await box(page, 'Part 1', 1).fill('Whitfield');
  await box(page, 'Part 1', 2).fill('  mulberry ');
  await box(page, 'Part 1', 3).fill('eb4 7tn');
  await box(page, 'Part 1', 9).fill('a cheque');
  await box(page, 'Part 3', 27).fill('library');
  await box(page, 'Part 4', 39).fill('color');
  await box(page, 'Passage 1', 1).fill('true');
  await box(page, 'Passage 2', 14).fill('iv');
  await box(page, 'Passage 3', 40).fill('Wander');
  // Wrong.
  await box(page, 'Part 1', 4).fill('19th');
  await box(page, 'Passage 1', 2).fill('TRUE');

  // Enter moves on to the next box.
  await box(page, 'Part 1', 5).fill('emial');
  await box(page, 'Part 1', 5).press('Enter');
  await expect(box(page, 'Part 1', 6)).toBeFocused();

  // The paperwork shows the room's images.
  await page.getByRole('button', { name: 'Paperwork' }).click();
  await expect(page.getByRole('img', { name: /Part 1/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Document' })).toBeVisible();
  await page.getByRole('button', { name: 'Answer sheet' }).click();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const blanks = page.getByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ });
  await expect(blanks).toBeVisible();
  await blanks.getByRole('button', { name: 'Go back' }).click();
  await expect(box(page, 'Part 1', 6)).toBeFocused();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await blanks.getByRole('button', { name: 'Submit anyway' }).click();
  const recorded = page.getByRole('alertdialog', { name: 'Your submission was recorded' });
  await expect(recorded).toBeVisible();
  await expect(recorded).toContainText('You may now close this window.');
  await recorded.getByRole('button', { name: 'View again' }).click();
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  await expect(box(page, 'Part 4', 39)).toHaveValue('color');
  await expect(box(page, 'Part 4', 39)).toHaveAttribute('readonly', '');

  const [submission] = await records<Submission>('submissions', roomFilter(room.id));
  expect(submission?.score).toBe(9);
  expect(await records('pending_submissions', roomFilter(room.id))).toEqual([]);

  // A reload still shows the sheet as submitted, with what was sent.
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Your submission was recorded' })).toBeVisible();
  await page.getByRole('button', { name: 'View again' }).click();
  await expect(page.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  await expect(box(page, 'Passage 3', 40)).toHaveValue('Wander');
});

test('an unknown room goes back to the start page with a message', async ({ page }) => {
  await page.goto('/ielts/no-such-room-here');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Room not found.')).toBeVisible();
});

test('on a phone the sheet is one column and usable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const room = freshRoom();
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page);
  await expect(page.getByTestId('sheet-column')).toHaveCount(1);
  await box(page, 'Part 1', 1).fill('Whitfield');
  await expect(saveStatus(page)).toHaveText('Saved');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
