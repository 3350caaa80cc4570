// Marking a large class (docs/architecture.md, "Writing and marking"): a room with a Writing exam and
// MARKING_STUDENTS submissions of two ~300-word essays each, double marking on, and a first marker's
// marks on SEEDED_SCRIPTS of its scripts; timed on the second marker's routes one call at a time: the
// marking queue (with the agreement between the two), a script the first marker marked (a different one
// each call) and the second mark of one (notes and a comment, a different script each call: each save
// decides the script's agreement). p50 and p99 of each against the targets.
import { loadavg } from 'node:os';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { essayAnswers, importWritingRoom, type WritingRoom } from './essays';
import { makeGuests } from './setup';

export const MARKING_STUDENTS = Number(process.env.BENCH_MARKING_STUDENTS ?? 2000);
/** docs/performance-log.md, "Targets": p99 of each route with MARKING_STUDENTS submissions. */
export const markingTargets = { queueP99Ms: 300, scriptP99Ms: 100, saveP99Ms: 100 };
const QUEUE_CALLS = 30;
const SCRIPT_CALLS = 100;
const SAVE_CALLS = 100;
const MARKER = 'bench-marker@answersheet.test';
const FIRST_MARKER = 'bench-first-marker@answersheet.test';
/** Scripts the first marker has marked before the second starts: every read and save below is of one. */
const SEEDED_SCRIPTS = SCRIPT_CALLS + SAVE_CALLS;

export interface RouteTiming {
  calls: number;
  p50: number;
  p99: number;
  max: number;
}

export interface MarkingFigures {
  students: number;
  scripts: number;
  /** The queue's answer, in bytes. */
  queueBytes: number;
  queue: RouteTiming;
  script: RouteTiming;
  save: RouteTiming;
  load: number[];
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0);

/** Times `calls` sequential calls of `call(i)`, each of which must answer 200. */
async function timed(calls: number, call: (i: number) => Promise<Response>): Promise<RouteTiming> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`call ${i}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    calls,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: percentile(times, 1),
  };
}

/** Fills `room` with `count` submissions of two essays each, 16 at a time; returns their ids. */
async function fillWithEssays(pb: TestPocketBase, room: WritingRoom, count: number) {
  const guests = await makeGuests(pb, count);
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < guests.length) {
      const i = next++;
      const res = await pb.request<{ id: string }>('/api/exam/submission', {
        method: 'POST',
        headers: { 'guest-uuid': guests[i]! },
        body: { Room: room.id, raw: { answers: essayAnswers(room, i) } },
      });
      if (res.status !== 200) throw new Error(`submission ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      ids[i] = res.body.id;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return ids;
}

/** A mark as a marker saves one: four bands, a comment and a few notes on the essay's opening. */
const markBody = (i: number) =>
  JSON.stringify({
    criteria: { ta: 5 + (i % 3), cc: 6, lr: 5 + (i % 2), gra: 6 },
    comment: `Script ${i}: a clear position, developed with relevant examples. Paragraphing is logical, though some linking words are repeated. Work on complex sentences and the accuracy of articles.`,
    notes: [
      { start: 0, end: 12, text: 'Good opening' },
      { start: 40, end: 70, text: 'Check the verb tense here' },
      { start: 120, end: 160, text: 'Repetition: vary your linking words' },
    ],
  });

export async function markingScenario(pb: TestPocketBase): Promise<MarkingFigures> {
  const marker = await pb.createUser(MARKER, 'user-password-1', 'Bench Marker');
  const firstMarker = await pb.createUser(FIRST_MARKER, 'user-password-1', 'First Marker');
  const room = await importWritingRoom(pb, 'bench-marking', {
    listening: false,
    members: [MARKER, FIRST_MARKER],
  });
  const submissions = await fillWithEssays(pb, room, MARKING_STUDENTS);
  const headers = { authorization: marker.token };
  const base = `${pb.url}/api/room/marking/${room.id}`;
  const patched = await fetch(`${pb.url}/api/room/patch/${room.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ double_marking: true }),
  });
  if (patched.status !== 200) throw new Error(`double marking: ${patched.status}`);
  // Scripts spread over the room: a different submission each call, Task 1 and Task 2 in turn.
  const scriptUrl = (i: number) => {
    const submission = submissions[(i * 7919) % submissions.length]!;
    return `${base}/script/${submission}/${room.essays[i % 2]}`;
  };

  // The first marker's marks, blind to the second: the scripts read and marked below.
  const seeded = await timed(SEEDED_SCRIPTS, (i) =>
    fetch(scriptUrl(i), {
      method: 'PUT',
      headers: { authorization: firstMarker.token, 'content-type': 'application/json' },
      body: markBody(i + 1),
    }),
  );
  if (seeded.calls !== SEEDED_SCRIPTS) throw new Error('the first marks were not all saved');

  const first = await fetch(base, { headers });
  const queueBytes = (await first.arrayBuffer()).byteLength;
  if (first.status !== 200) throw new Error(`queue: ${first.status}`);
  const queue = await timed(QUEUE_CALLS, () => fetch(base, { headers }));
  const script = await timed(SCRIPT_CALLS, (i) => fetch(scriptUrl(i), { headers }));
  // Second marks on other scripts than those read, so each is a new mark that decides an agreement.
  const save = await timed(SAVE_CALLS, (i) =>
    fetch(scriptUrl(i + SCRIPT_CALLS), {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: markBody(i),
    }),
  );
  return {
    students: MARKING_STUDENTS,
    scripts: MARKING_STUDENTS * 2,
    queueBytes,
    queue,
    script,
    save,
    load: loadavg().map((n) => +n.toFixed(2)),
  };
}

export function printMarking(f: MarkingFigures) {
  console.log(
    `\nMarking ${f.students} submissions, double marking on (${f.scripts} scripts of ~300 words, ${SEEDED_SCRIPTS} marked by a first marker; the queue ${f.queueBytes} bytes; load ${f.load.join(' ')}):`,
  );
  console.log('  route            calls   p50 ms   p99 ms   max ms   target p99');
  const line = (name: string, t: RouteTiming, target: number) =>
    console.log(
      `  ${name.padEnd(15)} ${String(t.calls).padStart(6)} ${String(t.p50).padStart(8)} ${String(t.p99).padStart(8)} ${String(t.max).padStart(8)}   ${t.p99 <= target ? 'PASS' : 'FAIL'} ≤ ${target}`,
    );
  line('queue', f.queue, markingTargets.queueP99Ms);
  line('script', f.script, markingTargets.scriptP99Ms);
  line('second mark', f.save, markingTargets.saveP99Ms);
}

export function markingMisses(f: MarkingFigures) {
  return [
    ['queue', f.queue, markingTargets.queueP99Ms],
    ['script', f.script, markingTargets.scriptP99Ms],
    ['save a mark', f.save, markingTargets.saveP99Ms],
  ]
    .filter(([, t, target]) => (t as RouteTiming).p99 > (target as number))
    .map(([name, t, target]) => `marking: ${name} p99 ${(t as RouteTiming).p99} ms > ${target} ms`);
}
