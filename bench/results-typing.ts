// The results screen beside a typing class (docs/performance-log.md): a room of RESULTS_TYPING_STUDENTS
// students, all but the class submitted, while the class of 100 types in the same room (100 drafts a second),
// and 0, 1 or 4 teachers watch its results screen as the screen does: a poll every 2 s with the last ETag and
// `since` the last answer's cursor (the first poll in full). While a class types every draft changes the
// list, so a 304 never helps; what a poll costs the class is the question. For each: the drafts' p50/p99,
// each screen's first (full) load, the polls' answer times after it (p50/p99) and bytes, and PocketBase's
// peak memory. `npm run bench -- results-typing`.
import { loadavg } from 'node:os';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { classDrafts, percentile, samplePeakMb } from './class-load';
import { fillWithSubmissions } from './results';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from './setup';

export const RESULTS_TYPING_STUDENTS = Number(process.env.BENCH_RESULTS_TYPING_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_RESULTS_TYPING_SECONDS ?? 20);
const CLASS = 100;
const DRAFTS_PER_SECOND = 100;
/** The screen's poll (src/features/results/api/get-results.ts, RESULTS_POLL_MS). */
const POLL_MS = 2000;
/** A poll is an answer with a cursor: what changed since (docs/performance-log.md, "Targets"). */
export const resultsTypingTargets = { draftP99Ms: 250, pollP99Ms: 300 };

export interface ResultsTypingFigures {
  teachers: number;
  draftP50: number;
  draftP99: number;
  draftErrors: number;
  /** The slowest screen's first answer, the whole list (waits for its turn included). */
  firstLoadMaxMs: number;
  /** The answers after each screen's first: what changed since its cursor. */
  polls: number;
  pollP50: number;
  pollP99: number;
  /** The mean bytes of a poll's answer after the first. */
  pollBytes: number;
  fullAnswers: number;
  /** Polls answered 429 (the heavy reads' turns), each waited out as the screen does. */
  busy: number;
  peakMb: number;
}

/** One teacher's screen for `until`: polls as the screen does, timing each answer. */
async function watch(pb: TestPocketBase, room: BenchRoom, until: number) {
  const url = `${pb.url}/api/room/results/${room.id}`;
  const times: number[] = [];
  let firstMs = 0;
  let bytes = 0;
  let after = 0;
  let fullAnswers = 0;
  let busy = 0;
  let tag = '';
  let cursor = '';
  let firstStarted = 0;
  while (performance.now() < until) {
    const started = performance.now();
    firstStarted ||= started;
    const since = cursor;
    const res = await fetch(since ? `${url}?since=${encodeURIComponent(since)}` : url, {
      headers: { authorization: pb.superuserToken, ...(tag ? { 'if-none-match': tag } : {}) },
    });
    const body = await res.arrayBuffer();
    // The first answer's time counts from the first ask, its turns waited included.
    if (!since && res.status === 200) firstMs = performance.now() - firstStarted;
    else if (since) times.push(performance.now() - started);
    if (res.status === 200) {
      tag = res.headers.get('etag') ?? '';
      cursor = res.headers.get('results-cursor') ?? '';
      // The first answer is the full list; after it, what each poll since its cursor sent.
      if (since) {
        bytes += body.byteLength;
        after++;
        if ((JSON.parse(new TextDecoder().decode(body)) as { full?: boolean }).full !== false) fullAnswers++;
      }
    } else if (res.status === 429) {
      // A large room's list takes turns with the other heavy reads: as the screen does, wait what it says.
      busy++;
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 2) * 1000));
      continue;
    } else if (res.status !== 304) throw new Error(`results poll: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (performance.now() - started))));
  }
  return { times, firstMs, bytes: after ? Math.round(bytes / after) : 0, fullAnswers, busy };
}

async function scenario(
  pb: TestPocketBase,
  room: BenchRoom,
  guests: string[],
  teachers: number,
): Promise<ResultsTypingFigures> {
  const until = performance.now() + SECONDS * 1000;
  const memory = samplePeakMb(pb);
  const [{ latencies, errors: draftErrors }, ...screens] = await Promise.all([
    classDrafts(pb, room, guests, until, DRAFTS_PER_SECOND),
    ...Array.from({ length: teachers }, () => watch(pb, room, until)),
  ]);
  const peakMb = memory.stop();
  const times = screens.flatMap((s) => s.times).sort((a, b) => a - b);
  return {
    teachers,
    draftP50: percentile(latencies, 0.5),
    draftP99: percentile(latencies, 0.99),
    draftErrors,
    firstLoadMaxMs: Math.round(Math.max(0, ...screens.map((s) => s.firstMs))),
    polls: times.length,
    pollP50: percentile(times, 0.5),
    pollP99: percentile(times, 0.99),
    pollBytes: screens.length ? Math.round(screens.reduce((n, s) => n + s.bytes, 0) / screens.length) : 0,
    fullAnswers: screens.reduce((n, s) => n + s.fullAnswers, 0),
    busy: screens.reduce((n, s) => n + s.busy, 0),
    peakMb,
  };
}

/** The class alone, then with one teacher's screen and with four. */
export async function resultsTypingScenario(pb: TestPocketBase): Promise<ResultsTypingFigures[]> {
  const room = await importBenchRoom(pb, 'bench-results-typing');
  await fillWithSubmissions(pb, room, RESULTS_TYPING_STUDENTS - CLASS);
  const guests = await makeGuests(pb, CLASS);
  // Every student of the class has a draft before the screens open: the room holds them all.
  for (const guest of guests) {
    const res = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      headers: { 'guest-uuid': guest },
      body: { Room: room.id, raw: { answers: answers(room, 1) } },
    });
    if (res.status !== 200) throw new Error(`draft: ${res.status}`);
  }
  const out: ResultsTypingFigures[] = [];
  for (const teachers of [0, 1, 4]) out.push(await scenario(pb, room, guests, teachers));
  return out;
}

export function printResultsTyping(figures: ResultsTypingFigures[]) {
  console.log(
    `\nThe results screen beside a typing class (${RESULTS_TYPING_STUDENTS} students in the room, ${CLASS} typing: ${DRAFTS_PER_SECOND} drafts/s, a poll every ${POLL_MS / 1000} s per screen, ${SECONDS} s each, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}):`,
  );
  console.log(
    '  screens  drafts p50/p99 ms  errors  first load ms  polls  poll p50/p99 ms  bytes a poll  full   429  peak MB',
  );
  for (const f of figures)
    console.log(
      `  ${String(f.teachers).padStart(7)}  ${`${f.draftP50}/${f.draftP99}`.padStart(17)}  ${String(f.draftErrors).padStart(6)}  ${String(f.firstLoadMaxMs).padStart(13)}  ${String(f.polls).padStart(5)}  ${`${f.pollP50}/${f.pollP99}`.padStart(15)}  ${String(f.pollBytes).padStart(12)}  ${String(f.fullAnswers).padStart(4)}  ${String(f.busy).padStart(4)}  ${String(f.peakMb).padStart(7)}`,
    );
}

export function resultsTypingMisses(figures: ResultsTypingFigures[]): string[] {
  return figures.flatMap((f) => [
    ...(f.draftP99 > resultsTypingTargets.draftP99Ms
      ? [
          `results beside typing (${f.teachers} screens): drafts p99 ${f.draftP99} ms > ${resultsTypingTargets.draftP99Ms} ms`,
        ]
      : []),
    ...(f.teachers > 0 && f.pollP99 > resultsTypingTargets.pollP99Ms
      ? [
          `results beside typing (${f.teachers} screens): poll p99 ${f.pollP99} ms > ${resultsTypingTargets.pollP99Ms} ms`,
        ]
      : []),
  ]);
}
