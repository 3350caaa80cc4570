// A teacher's heavy action beside a class (docs/architecture.md, "Heavy routes"): a room of
// HEAVY_STUDENTS submissions, while a class of 100 students autosaves in another room (100 drafts a second),
// and one teacher's client (then eight at once) repeating one action for HEAVY_SECONDS: the CSV export,
// accepting an answer (a regrade of every submission), the results list, the item analysis. For each: the
// drafts' p50/p99, PocketBase's peak memory (its RSS sampled every 100 ms), and what the teacher's clients
// got (200s and 429s), next to the class alone. PocketBase runs with the compose file's GOMEMLIMIT.
// BENCH_HEAVY_ACTIONS=accept (names as printed, comma-separated) runs only those actions.
import { loadavg } from 'node:os';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { classDrafts, percentile, samplePeakMb } from './class-load';
import { fillWithSubmissions } from './results';
import { answers, importBenchRoom, makeGuests, type BenchRoom } from './setup';

export const HEAVY_STUDENTS = Number(process.env.BENCH_HEAVY_STUDENTS ?? 2000);
/** The teacher's room: the demo's 40-question Listening exam, or as many copies as make this many questions. */
const HEAVY_QUESTIONS = Number(process.env.BENCH_HEAVY_QUESTIONS ?? 40);
const SECONDS = Number(process.env.BENCH_HEAVY_SECONDS ?? 10);
/** Only these actions (comma-separated names, e.g. `accept`), each with one client and eight; all when unset. */
const ONLY = (process.env.BENCH_HEAVY_ACTIONS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const CLASS = 100;
const DRAFTS_PER_SECOND = 100;
/** docs/architecture.md, "Heavy routes": drafts beside any heavy action, and memory under GOMEMLIMIT. */
export const heavyTargets = { draftP99Ms: 250, peakMb: 512 };
/** As docker-compose.yml sets it. */
export const HEAVY_ENV = { GOMEMLIMIT: process.env.GOMEMLIMIT ?? '400MiB' };

export interface HeavyFigures {
  action: string;
  clients: number;
  ok: number;
  busy: number;
  other: number;
  draftP50: number;
  draftP99: number;
  draftErrors: number;
  peakMb: number;
}

/** The teacher's actions, each one request; `n` counts the calls (accept needs a new answer each time). */
function actions(pb: TestPocketBase, room: BenchRoom) {
  const base = `${pb.url}/api/room/results/${room.id}`;
  const headers = { authorization: pb.superuserToken };
  const read = (path: string) => () => fetch(`${base}${path}`, { headers });
  return {
    export: read('/export'),
    results: read(''),
    'item analysis': read('/questions'),
    // A new wrong answer each time, spread over the questions (each takes at most 10 keys).
    accept: (n: number) =>
      fetch(`${base}/accept`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          questionId: room.questions[n % room.questions.length]!.questionId,
          answer: `other ${Math.floor(n / room.questions.length)}`,
        }),
      }),
  } as Record<string, (n: number) => Promise<Response>>;
}

/** One scenario: the class for SECONDS, beside `clients` teacher's clients repeating `action` (none: alone). */
async function scenario(
  pb: TestPocketBase,
  classRoom: BenchRoom,
  classGuests: string[],
  action: ((n: number) => Promise<Response>) | null,
  name: string,
  clients: number,
): Promise<HeavyFigures> {
  const until = performance.now() + SECONDS * 1000;
  const memory = samplePeakMb(pb);
  const classLoad = classDrafts(pb, classRoom, classGuests, until, DRAFTS_PER_SECOND);

  const counts = { ok: 0, busy: 0, other: 0 };
  let calls = 0;
  const teacher = async () => {
    while (action && performance.now() < until) {
      const res = await action(calls++);
      await res.arrayBuffer();
      if (res.status === 200) counts.ok++;
      else if (res.status === 429) {
        counts.busy++;
        // As the screens do: wait what Retry-After says.
        await new Promise((resolve) =>
          setTimeout(resolve, Number(res.headers.get('retry-after') ?? 2) * 1000),
        );
      } else counts.other++;
    }
  };
  const [{ latencies, errors: draftErrors }] = await Promise.all([
    classLoad,
    ...Array.from({ length: action ? clients : 0 }, teacher),
  ]);
  const peakMb = memory.stop();
  return {
    action: name,
    clients: action ? clients : 0,
    ...counts,
    draftP50: percentile(latencies, 0.5),
    draftP99: percentile(latencies, 0.99),
    draftErrors,
    peakMb,
  };
}

/**
 * What the results poll sends for the room (docs/architecture.md, "Heavy routes"): the full list, then,
 * since its cursor, the delta once `changed` new students have saved a draft in it. Bytes of each.
 */
async function pollBytes(pb: TestPocketBase, room: BenchRoom, changed: number) {
  const url = `${pb.url}/api/room/results/${room.id}`;
  const headers = { authorization: pb.superuserToken };
  // A cursor looks for changes from a second before its answer: past the room's filling, and past it again
  // before the drafts, the delta holds those drafts' students alone.
  const overlap = () => new Promise((resolve) => setTimeout(resolve, 1100));
  await overlap();
  const full = await fetch(url, { headers });
  const fullBytes = (await full.arrayBuffer()).byteLength;
  const cursor = full.headers.get('results-cursor') ?? '';
  await overlap();
  for (const guest of await makeGuests(pb, changed)) {
    const res = await pb.request('/api/exam/pending-submission', {
      method: 'POST',
      headers: { 'guest-uuid': guest },
      body: { Room: room.id, raw: { answers: answers(room, 20) } },
    });
    if (res.status !== 200) throw new Error(`draft: ${res.status}`);
  }
  const delta = await fetch(`${url}?since=${encodeURIComponent(cursor)}`, { headers });
  const body = (await delta.json()) as { full: boolean; students: unknown[] };
  return {
    fullBytes,
    deltaBytes: JSON.stringify(body).length,
    deltaStudents: body.students.length,
    full: body.full,
  };
}

/** The class alone, then each action with one client and with eight. */
export async function heavyScenario(pb: TestPocketBase): Promise<HeavyFigures[]> {
  const room = await importBenchRoom(pb, 'bench-heavy', Math.max(1, Math.round(HEAVY_QUESTIONS / 40)));
  const classRoom = await importBenchRoom(pb, 'bench-heavy-class');
  await fillWithSubmissions(pb, room, HEAVY_STUDENTS);
  const classGuests = await makeGuests(pb, CLASS);
  const poll = await pollBytes(pb, room, 20);
  console.log(
    `\nThe results poll of ${HEAVY_STUDENTS} students: full ${poll.fullBytes} bytes; since its cursor after 20 new drafts, ${poll.deltaBytes} bytes (${poll.deltaStudents} students${poll.full ? ', full' : ''})`,
  );
  const teacher = actions(pb, room);
  const out = [await scenario(pb, classRoom, classGuests, null, 'class alone', 0)];
  for (const name of Object.keys(teacher).filter((n) => ONLY.length === 0 || ONLY.includes(n)))
    for (const clients of [1, 8])
      out.push(await scenario(pb, classRoom, classGuests, teacher[name]!, name, clients));
  return out;
}

export function printHeavy(figures: HeavyFigures[]) {
  console.log(
    `\nA teacher's heavy action beside a class (${HEAVY_STUDENTS} submissions of ${HEAVY_QUESTIONS} questions, ${DRAFTS_PER_SECOND} drafts/s, ${SECONDS} s each, GOMEMLIMIT ${HEAVY_ENV.GOMEMLIMIT}, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}):`,
  );
  console.log('  action          clients   200   429  other  drafts p50/p99 ms  draft errors  peak MB');
  for (const f of figures)
    console.log(
      `  ${f.action.padEnd(15)} ${String(f.clients).padStart(7)} ${String(f.ok).padStart(5)} ${String(f.busy).padStart(5)} ${String(f.other).padStart(6)}  ${`${f.draftP50}/${f.draftP99}`.padStart(17)}  ${String(f.draftErrors).padStart(12)}  ${String(f.peakMb).padStart(7)}`,
    );
}

export function heavyMisses(figures: HeavyFigures[]) {
  return figures.flatMap((f) => [
    ...(f.draftP99 > heavyTargets.draftP99Ms
      ? [`${f.action} ×${f.clients}: drafts p99 ${f.draftP99} ms > ${heavyTargets.draftP99Ms} ms`]
      : []),
    ...(f.peakMb > heavyTargets.peakMb
      ? [`${f.action} ×${f.clients}: PocketBase ${f.peakMb} MB > ${heavyTargets.peakMb} MB`]
      : []),
  ]);
}
