// The teacher's screens at a glance (docs/product.md, "Results", "Dashboard"): a class of eight in a
// Listening, Reading and Writing room reads on a 1280 px laptop without scrolling sideways, the extra
// columns behind "Columns" (kept for the teacher after a reload), and as cards at 360 px; the dashboard's
// card of a room with a student writing says so, with the next deadline, and comes first.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { demoAdmin, importComputerDemoCopy, importDemoCopy, pbUrl, setRoom } from './support/stack';

async function call(path: string, method: string, body: object, uuid?: string) {
  const res = await fetch(`${pbUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(uuid ? { 'guest-uuid': uuid } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.status === 204 ? null : res.json();
}

/** A student who passed the gate and answered the room's first boxes: a draft, or submitted. */
async function student(slug: string, name: string, submit: boolean) {
  const uuid = randomUUID();
  await call('/api/exam/guest', 'POST', { uuid });
  await call('/api/exam/guest', 'PATCH', {
    uuid,
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
  });
  const found = await call('/api/room/guest-search', 'POST', { slug }, uuid);
  const ids: string[] = found.room.exams
    .flatMap((e: any) => e.sections.flatMap((s: any) => s.groups.flatMap((g: any) => g.slots)))
    .flatMap((slot: { questionId: string | null }) => (slot.questionId ? [slot.questionId] : []));
  const answers = ids.slice(0, 6).map((questionId) => ({ questionId, value: 'Whitfield' }));
  // A timed room takes a submission only after a start.
  await call('/api/exam/start', 'POST', { Room: found.room.id }, uuid);
  const route = submit ? '/api/exam/submission' : '/api/exam/pending-submission';
  await call(route, 'POST', { Room: found.room.id, raw: { answers } }, uuid);
}

/** Whether the page scrolls sideways, and whether the students' table does. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('[role="region"][aria-label="Students"]');
    // A pixel of rounding is no scrolling.
    const scrolls = (el: Element | null) => (el ? el.scrollWidth - el.clientWidth > 1 : false);
    return { page: scrolls(document.documentElement), table: scrolls(table) };
  });
/** The widths, to say why a check failed. */
const widths = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('[role="region"][aria-label="Students"]');
    const cells = Array.from(table?.querySelectorAll('thead th') ?? []).map((th) =>
      Math.round(th.getBoundingClientRect().width),
    );
    return JSON.stringify({ scroll: table?.scrollWidth, client: table?.clientWidth, cells });
  });

test('the results table fits 1280 px, keeps the teacher’s columns, and is cards at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const room = importComputerDemoCopy(`glance-results-${process.pid}-${Date.now()}`);
  // No exam minutes: the students below submit at once.
  await setRoom(room.id, { config: {} });
  const names = [
    'Amélie Dupont-Lefèvre',
    'Ben Okafor',
    'Chen Wei',
    'Dương Thị Hoa',
    'Eve Adams',
    'Farid Haddad',
  ];
  for (const name of names) await student(room.slug, name, true);
  for (const name of ['Gia Nguyễn Bảo Ngọc', 'Hugo Martínez']) await student(room.slug, name, false);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto(`/_/room/${room.slug}/results`);
  const table = page.getByRole('region', { name: 'Students' });
  await expect(table.getByRole('rowheader')).toHaveCount(8);
  // Every band of a Listening, Reading and Writing room is there to choose; Speaking and Overall show.
  await expect(table.getByRole('columnheader', { name: 'Overall band' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Away' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('results-1280.png'), fullPage: true });
  expect(await overflow(page), await widths(page)).toEqual({ page: false, table: false });

  await page.getByRole('button', { name: 'Columns' }).click();
  // Pastes in place of Away: a swap still fits (every column at once may scroll, the teacher's choice).
  await page.getByRole('menuitemcheckbox', { name: 'Away' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Pastes' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Away' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Pastes' })).toBeVisible();
  expect(await overflow(page), await widths(page)).toEqual({ page: false, table: false });
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Pastes' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  const cards = page.getByRole('list', { name: 'Students' });
  await expect(cards.getByRole('listitem')).toHaveCount(8);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Ben Okafor' })).toContainText('Pastes');
  await cards.getByRole('listitem').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('results-360.png') });
  expect((await overflow(page)).page).toBe(false);
});

test('a room’s card says who is writing and when the next deadline is, and comes first', async ({ page }) => {
  test.setTimeout(90_000);
  const quiet = importDemoCopy(`glance-quiet-${process.pid}-${Date.now()}`);
  const busy = importDemoCopy(`glance-busy-${process.pid}-${Date.now()}`);
  await setRoom(busy.id, { time_limit: 30, time_zone: 'Asia/Ho_Chi_Minh' });
  await student(busy.slug, 'Lan Writer', false);
  await student(busy.slug, 'Minh Done', true);
  // The quiet room is the newer one: without the order by what needs the teacher, it would come first.
  await setRoom(quiet.id, { accepting: false });

  await signIn(page, demoAdmin.email, demoAdmin.password);
  const card = page.getByRole('article').filter({ hasText: `/${busy.slug}` });
  await expect(card.getByRole('list', { name: 'State' })).toContainText('Open');
  await expect(card.getByRole('list', { name: 'State' })).toContainText('Timed, 30 min');
  await expect(card).toContainText('1 writing · 1 submitted');
  await expect(card).toContainText(/Next deadline \d\d:\d\d( [AP]M)? \(Asia\/Ho_Chi_Minh\)/);
  const quietCard = page.getByRole('article').filter({ hasText: `/${quiet.slug}` });
  await expect(quietCard.getByRole('list', { name: 'State' })).toContainText('Closed');
  const slugs = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
  const at = (slug: string) => slugs.findIndex((text) => text.includes(`/${slug}`));
  expect(at(busy.slug)).toBeLessThan(at(quiet.slug));
  await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });
});
