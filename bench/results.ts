// The results of a class (see docs/architecture.md, "HTTP routes"): a room with 2,000 submissions, timed on
// the teacher's routes: reading the results, accepting an answer (which regrades all of them) and the CSV.
import type { TestPocketBase } from '../tests/support/pocketbase';
import { answers, makeGuests, type BenchRoom } from './setup';

export const RESULTS_STUDENTS = Number(process.env.BENCH_RESULTS_STUDENTS ?? 2000);
export const resultsTargets = { resultsMs: 300, regradeMs: 5000, exportMs: 2000 };

export interface ResultsTimings {
  students: number;
  resultsMs: number;
  regradeMs: number;
  regraded: number;
  exportMs: number;
  exportBytes: number;
}

/** Median of `runs` timed calls, in ms. */
async function median(runs: number, call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

/** Fills `room` with `count` submissions (right answers varying), 16 at a time. */
export async function fillWithSubmissions(pb: TestPocketBase, room: BenchRoom, count: number) {
  const guests = await makeGuests(pb, count);
  let next = 0;
  const worker = async () => {
    while (next < guests.length) {
      const i = next++;
      const res = await pb.request('/api/exam/submission', {
        method: 'POST',
        headers: { 'guest-uuid': guests[i]! },
        body: { Room: room.id, raw: { answers: answers(room, i % 41) } },
      });
      if (res.status !== 200) throw new Error(`submission ${i}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Fills the room with RESULTS_STUDENTS submissions (right answers varying), then times the three routes. */
export async function resultsScenario(pb: TestPocketBase, room: BenchRoom): Promise<ResultsTimings> {
  await fillWithSubmissions(pb, room, RESULTS_STUDENTS);

  const auth = { authorization: pb.superuserToken };
  const base = `${pb.url}/api/room/results/${room.id}`;
  const read = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: auth });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return res.arrayBuffer();
  };
  const resultsMs = await median(5, () => read(''));
  let exportBytes = 0;
  const exportMs = await median(3, async () => (exportBytes = (await read('/export')).byteLength));
  // Every student answered "wrong" somewhere after their right ones: accepting it regrades them all.
  const started = performance.now();
  const accepted = await pb.request<{ regraded: number }>(`/api/room/results/${room.id}/accept`, {
    method: 'POST',
    token: pb.superuserToken,
    body: { questionId: room.questions[room.questions.length - 1]!.questionId, answer: 'wrong' },
  });
  const regradeMs = Math.round(performance.now() - started);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return {
    students: RESULTS_STUDENTS,
    resultsMs,
    regradeMs,
    regraded: accepted.body.regraded,
    exportMs,
    exportBytes,
  };
}
