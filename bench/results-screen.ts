// The teacher's results screen in Chromium with a large class (docs/performance-log.md, "2026-11-22: the
// first figures"): how long until every student is on screen, how long a sort and a search take, and the
// longest main-thread task and frame while the class keeps typing (the screen refreshes every 2 s). The built
// app is served by Vite's preview with /api forwarded to the benchmark's PocketBase, as `npm start` does.
import type { Page } from '@playwright/test';
import { watchScript } from './page-watch';
import { withTeacherPage } from './teacher-page';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { answers, makeGuests, type BenchRoom } from './setup';

export const SCREEN_STUDENTS = Number(process.env.BENCH_SCREEN_STUDENTS ?? 500);
const LIVE_SECONDS = 10;
export const screenTargets = { shownMs: 2000, sortMs: 200, searchMs: 200, longestTaskMs: 100 };

export interface ScreenTimings {
  students: number;
  /** From opening the screen until the table of every student is painted. */
  shownMs: number;
  /** A click on a column header until the sorted rows are painted. */
  sortMs: number;
  /** A letter typed in the search box until the filtered rows are painted. */
  searchMs: number;
  /** While a fifth of the class saves a draft every second. */
  live: { refreshes: number; longestTaskMs: number; longTasks: number; longestFrameMs: number };
}

const teacher = { email: 'screen-teacher@answersheet.test', password: 'screen-password-1' };

/** Half the class submitted (scores varying), half still writing; the teacher a member of the room. */
async function fillClass(pb: TestPocketBase, room: BenchRoom) {
  const guests = await makeGuests(pb, SCREEN_STUDENTS);
  let next = 0;
  const worker = async () => {
    while (next < guests.length) {
      const i = next++;
      const all = answers(room, i % 41);
      const path = i % 2 ? '/api/exam/pending-submission' : '/api/exam/submission';
      const res = await pb.request(path, {
        method: 'POST',
        headers: { 'guest-uuid': guests[i]! },
        body: { Room: room.id, raw: { answers: i % 2 ? all.slice(0, i % 40) : all } },
      });
      if (res.status !== 200) throw new Error(`${path} ${i}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const user = await pb.createUser(teacher.email, teacher.password, 'Screen Teacher');
  const res = await pb.request(`/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { Users: [user.id] },
  });
  if (res.status !== 200) throw new Error(`room members: ${res.status}`);
  return guests.filter((_, i) => i % 2);
}

/** Milliseconds from running `act` in the page until the next frame after `done()` holds. */
function timeInPage(page: Page, act: string, done: string) {
  return page.evaluate(
    async ({ act, done }) => {
      const started = performance.now();
      new Function(act)();
      const holds = new Function(`return (${done});`) as () => boolean;
      while (!holds()) await new Promise((r) => setTimeout(r, 1));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return Math.round(performance.now() - started);
    },
    { act, done },
  );
}

export async function resultsScreenScenario(pb: TestPocketBase, room: BenchRoom): Promise<ScreenTimings> {
  const writing = await fillClass(pb, room);
  return withTeacherPage(pb, teacher, async (page, appUrl) => {
    // The students the table holds: a large class renders only some rows and says the count in aria-rowcount.
    const rows = `(() => {
      const table = document.querySelector('[aria-label="Students"] table');
      if (!table || !table.querySelector('tbody tr[aria-rowindex], tbody tr:not([aria-hidden])')) return 0;
      const count = table.getAttribute('aria-rowcount');
      return count ? Number(count) - 1 : table.tBodies[0].rows.length;
    })()`;
    const started = performance.now();
    await page.goto(`${appUrl}/_/room/${room.slug}/results`);
    await page.waitForFunction(`${rows} === ${SCREEN_STUDENTS}`, undefined, { timeout: 60_000 });
    const shownMs = Math.round(performance.now() - started);

    const sortMs = await timeInPage(
      page,
      `[...document.querySelectorAll('[aria-label="Students"] thead button')].find((b) => b.textContent.trim() === 'Score').click()`,
      `document.querySelector('[aria-label="Students"] th[aria-sort]')?.textContent.trim() === 'Score'`,
    );
    // React's own input handling: set the value through the native setter, then fire input.
    const type = (value: string) =>
      `const input = document.getElementById('results-search');
       Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(value)});
       input.dispatchEvent(new Event('input', { bubbles: true }));`;
    const searchMs = await timeInPage(page, type('z'), `${rows} < ${SCREEN_STUDENTS}`);
    await timeInPage(page, type(''), `${rows} === ${SCREEN_STUDENTS}`);

    // The class types: a fifth of the writers save a new draft each second, and the screen follows.
    await page.evaluate(watchScript('/api/room/results/'));
    const until = Date.now() + LIVE_SECONDS * 1000;
    for (let tick = 0; Date.now() < until; tick++) {
      const batch = writing.filter((_, i) => i % 5 === tick % 5);
      await Promise.all(
        batch.map((uuid, i) =>
          pb.request('/api/exam/pending-submission', {
            method: 'POST',
            headers: { 'guest-uuid': uuid },
            body: { Room: room.id, raw: { answers: answers(room, 40).slice(0, (tick + i) % 40) } },
          }),
        ),
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
    const live = await page.evaluate(() => {
      const w = window as unknown as { benchTasks: number[]; benchFrames: number[]; benchRefreshes: number };
      return {
        refreshes: w.benchRefreshes,
        longestTaskMs: Math.round(Math.max(0, ...w.benchTasks)),
        longTasks: w.benchTasks.length,
        longestFrameMs: Math.round(Math.max(0, ...w.benchFrames.slice(1))),
      };
    });
    return { students: SCREEN_STUDENTS, shownMs, sortMs, searchMs, live };
  });
}
