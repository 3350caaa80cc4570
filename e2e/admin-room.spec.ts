// Shaping a room against the real stack: reordering exams by keyboard, switching a section off, reading
// the answer keys. Each test imports a room of its own.
import { expect, test, type Page } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { demoAdmin, importDemoCopy, importSmallRoom, records } from './support/stack';
import { finishGate } from './support/guest';

async function openRoom(page: Page, slug: string) {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'IELTS Practice — Demo Room' })).toBeVisible();
}

const examOrder = (page: Page) => page.getByRole('heading', { level: 3 }).allTextContents();

test('exams reorder by keyboard, and the order is kept after a reload', async ({ page }) => {
  const slug = unique('reorder');
  importDemoCopy(slug);
  await openRoom(page, slug);
  await expect(page.getByText(slug, { exact: true })).toBeVisible();
  expect((await examOrder(page))[0]).toMatch(/^IELTS Listening/);

  const handle = page.getByRole('button', { name: 'Reorder IELTS Listening — Practice Test 1' });
  await handle.focus();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/room/patch/') && r.request().method() === 'PATCH',
  );
  // Each key waits for its announcement: dnd-kit measures between key presses, and a busy machine is slow.
  const announcement = page.getByRole('status').filter({ hasText: /exam IELTS Listening/i });
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/Picked up exam IELTS Listening .* position 1 of 2/);
  // dnd-kit starts listening for arrow keys a task after the pick-up, which a loaded machine can delay
  // past the announcement; an arrow press it missed changes nothing, so pressing again is safe.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toHaveText(/was moved into position 2 of 2/, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/was dropped at position 2 of 2/);
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await examOrder(page))[0]).toMatch(/^IELTS Academic Reading/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'IELTS Practice — Demo Room' })).toBeVisible();
  const order = await examOrder(page);
  expect(order[0]).toMatch(/^IELTS Academic Reading/);
  expect(order[1]).toMatch(/^IELTS Listening/);
  const [room] = await records<{ Exams: string[] }>(
    'rooms',
    `filter=${encodeURIComponent(`slug="${slug}"`)}`,
  );
  const exams = await records<{ id: string; name: string }>('exams');
  expect(room!.Exams.map((id) => exams.find((e) => e.id === id)?.name)).toEqual([
    'IELTS Academic Reading — Practice Test 1',
    'IELTS Listening — Practice Test 1',
  ]);
});

test('switching a section off takes it off the guest sheet', async ({ page, request }) => {
  const slug = unique('toggle');
  importDemoCopy(slug);
  const guestSections = async () => {
    const res = await request.post('/api/room/guest-search', { data: { slug } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      room: { total: number; exams: { name: string; sections: { name: string }[] }[] };
    };
    return { total: body.room.total, listening: body.room.exams[0]!.sections.map((s) => s.name) };
  };
  expect(await guestSections()).toEqual({ total: 80, listening: ['Part 1', 'Part 2', 'Part 3', 'Part 4'] });

  await openRoom(page, slug);
  await page.getByRole('button', { name: /^IELTS Listening/ }).click();
  const part4 = page.getByRole('checkbox', { name: 'Part 4' });
  await expect(part4).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/room/patch/'));
  await part4.click();
  expect((await saved).status()).toBe(200);
  await expect(part4).not.toBeChecked();
  await expect(page.getByRole('button', { name: /^IELTS Listening/ })).toContainText('30 questions');

  expect(await guestSections()).toEqual({ total: 70, listening: ['Part 1', 'Part 2', 'Part 3'] });

  // The dashboard no longer lists it either.
  await page.goto('/_/dashboard');
  const card = page.getByRole('article').filter({ hasText: `/${slug}` });
  await expect(card.getByText('Part 3')).toBeVisible();
  await expect(card.getByText('Part 4')).toHaveCount(0);

  // And the guest sheet itself: the Listening exam has no question 31–40 any more (the Reading exam
  // still numbers up to 40, so one "Question 40" box is left).
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, 'Test Student', 'student@example.com');
  await expect(page.getByRole('textbox', { name: 'Question 30', exact: true })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Question 40', exact: true })).toHaveCount(1);
});

test('a group lists its questions with their keys joined by " / "', async ({ page }) => {
  const slug = unique('keys');
  importSmallRoom(slug);
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug}` })).toBeVisible();
  await page.getByRole('button', { name: /^Listening/ }).click();
  await page.getByRole('button', { name: /^Part 1/ }).click();
  await expect(page.getByRole('button', { name: /^From 4 To 5/ })).toContainText(
    '1 of 2 slots have no question',
  );
  await page.getByRole('button', { name: /^From 1 To 3/ }).click();
  const list = page.getByRole('list', { name: 'Questions and answer keys' });
  await expect(list.getByRole('listitem')).toHaveText(['1.colour / color', '2.3 / three', '3.(the) library']);
});
