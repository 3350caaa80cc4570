// Test conditions (docs/product.md, "Test conditions"): a timed sheet submits itself at 0, and a student who
// closed the browser is still scored by the server's cron. The clock is the server's: a test moves a
// student's start back through the records API rather than waiting out a whole minute.
import { expect, test, type Page } from '@playwright/test';
import { finishGate, saveStatus } from './support/guest';
import { importDemoCopy, pbUrl, records, superuserToken } from './support/stack';

async function asSuperuser(path: string, body: unknown) {
  const res = await fetch(`${pbUrl}${path}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A copy of the demo room with a time limit of one minute. */
async function timedRoom(name: string) {
  const room = importDemoCopy(`${name}-${process.pid}-${Date.now()}`);
  await asSuperuser(`/api/collections/rooms/records/${room.id}`, { time_limit: 1 });
  return room;
}

/** Moves this room's one draft's start `seconds` into the past. */
async function startedAgo(roomId: string, seconds: number) {
  const [draft] = await records<{ id: string; started: string }>(
    'pending_submissions',
    `filter=(Room='${roomId}')`,
  );
  expect(draft?.started, 'the draft has a start').toBeTruthy();
  const started = new Date(Date.now() - seconds * 1000).toISOString().replace('T', ' ');
  await asSuperuser(`/api/collections/pending_submissions/records/${draft!.id}`, { started });
}

async function answerFirstBox(page: Page) {
  await page
    .getByRole('group', { name: 'Part 1', exact: true })
    .getByRole('textbox', { name: 'Question 1', exact: true })
    .fill('Whitfield');
  await expect(saveStatus(page)).toHaveText('Saved');
}

test('a timed sheet submits itself at 0, without the blanks dialog', async ({ page }) => {
  const room = await timedRoom('timer');
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Tim Keeper', 'tim@example.com');
  await answerFirstBox(page);

  // Four seconds left on the server's clock; the reloaded sheet continues that clock, not a new one.
  await startedAgo(room.id, 56);
  await page.reload();
  const recorded = page.getByRole('alertdialog', { name: 'Time is up: your answers were submitted' });
  await expect(recorded).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ })).toHaveCount(
    0,
  );

  const [stored] = await records<{ score: number; raw: { answers: { value: string }[] } }>(
    'submissions',
    `filter=(Room='${room.id}')`,
  );
  expect(stored!.score).toBe(1);
  expect(stored!.raw.answers.map((a) => a.value)).toContain('Whitfield');
});

test('a student who closed the browser is still scored when their time is up', async ({ browser }) => {
  test.setTimeout(150_000);
  const room = await timedRoom('closed-browser');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Gone Early', 'gone@example.com');
  await answerFirstBox(page);
  await context.close();

  // The limit and the 60 s of grace are past: the server's cron (every minute) submits the draft.
  await startedAgo(room.id, 60 + 60 + 5);
  await expect
    .poll(
      async () =>
        (await records<{ score: number }>('submissions', `filter=(Room='${room.id}')`)).map((s) => s.score),
      { timeout: 75_000, intervals: [2_000] },
    )
    .toEqual([1]);
  expect(await records('pending_submissions', `filter=(Room='${room.id}')`)).toEqual([]);
});

test('a recording in once mode plays from Play and cannot be sought, paused or sped up', async ({ page }) => {
  const room = importDemoCopy(`once-${process.pid}-${Date.now()}`);
  await asSuperuser(`/api/collections/rooms/records/${room.id}`, { audio: 'once' });
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Lena Listener', 'lena@example.com');

  const player = page.getByRole('group', { name: 'IELTS Listening — Practice Test 1, Part 1 recording' });
  await expect(player).toContainText('Plays once: it cannot be paused or played again.');
  // Nothing to seek with; the volume alone stays the student's.
  await expect(player.getByRole('slider', { name: /^Position/ })).toHaveCount(0);
  await expect(player.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await player.getByRole('button', { name: /^Play the / }).click();
  await expect(player.getByRole('button')).toHaveCount(0);
  await expect(player.getByRole('progressbar')).toBeVisible();

  const audio = player.locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.5);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.controls)).toBe(false);
  // What a student's devtools or a media key might try: each is put back.
  await audio.evaluate((a: HTMLAudioElement) => {
    a.currentTime = 60;
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(10);
  await audio.evaluate((a: HTMLAudioElement) => a.pause());
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  await audio.evaluate((a: HTMLAudioElement) => {
    a.playbackRate = 4;
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1);

  // It goes on while the student reads the paperwork.
  await page.getByRole('button', { name: 'Paperwork' }).click();
  const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(before + 1);
});
