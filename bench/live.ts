// The live screen of an exam day (see docs/architecture.md, "Exam day"): a timed room of 2,000 students
// (most writing with a mid-test draft, some submitted, some with extra time, many with times away), and
// GET /api/room/live/{id} timed as the teacher's screen polls it, one request after another.
import type { TestPocketBase } from '../tests/support/pocketbase';
import { fillWithSubmissions } from './results';
import { makeStudentsWithDrafts, timeRoom, type BenchRoom } from './setup';

export const LIVE_STUDENTS = Number(process.env.BENCH_LIVE_STUDENTS ?? 2000);
/** The live route's p99 on the full room (DESIGN §16: smooth with 2,000 students). */
export const liveTargets = { p99Ms: 200 };
const SUBMITTED_SHARE = 0.2;
const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 40);

export interface LiveTimings {
  students: number;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Fills the room, then times RUNS reads of its live route (after two to warm the JS runtimes). */
export async function liveScenario(pb: TestPocketBase, room: BenchRoom): Promise<LiveTimings> {
  const submitted = Math.round(LIVE_STUDENTS * SUBMITTED_SHARE);
  // Submitted before the room is timed: a timed room takes a submission only after a start.
  await fillWithSubmissions(pb, room, submitted);
  await timeRoom(pb, room, 60);
  const writers = await makeStudentsWithDrafts(pb, room, LIVE_STUDENTS - submitted);
  const guestIds = await guestIdsOf(pb, writers);
  // One in ten with extra time; one in three left the test a few times, once with a paste.
  const now = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < writers.length) {
      const i = next++;
      if (i % 10 === 0) {
        const res = await pb.request(`/api/room/results/${room.id}/accommodation/${guestIds[i]}`, {
          method: 'PUT',
          token: pb.superuserToken,
          body: { extra_percent: 25 },
        });
        if (res.status !== 200) throw new Error(`accommodation: ${res.status}`);
      }
      if (i % 3 === 0) {
        const events = [
          { kind: 'hidden', at: new Date(now - 60_000).toISOString(), seconds: 12 },
          { kind: 'blur', at: new Date(now - 30_000).toISOString(), seconds: 2.5 },
          { kind: 'paste', at: new Date(now - 10_000).toISOString(), seconds: 0 },
        ];
        const res = await pb.request('/api/exam/events', {
          method: 'POST',
          headers: { 'guest-uuid': writers[i]! },
          body: { Room: room.id, events },
        });
        if (res.status !== 204) throw new Error(`events: ${res.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const url = `${pb.url}/api/room/live/${room.id}`;
  const headers = { authorization: pb.superuserToken };
  let bytes = 0;
  const read = async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`live: ${res.status}`);
    const body = await res.arrayBuffer();
    bytes = body.byteLength;
  };
  await read();
  await read();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    students: LIVE_STUDENTS,
    runs: RUNS,
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
    bytes,
  };
}

/** The guest record ids of these uuids (the superuser, through the records API), in the same order. */
async function guestIdsOf(pb: TestPocketBase, uuids: string[]) {
  const ids = new Map<string, string>();
  for (let page = 1; ; page++) {
    const res = await pb.request<{ items: { id: string; uuid: string }[]; totalPages: number }>(
      `/api/collections/guests/records?perPage=500&page=${page}&fields=id,uuid&skipTotal=false`,
      { token: pb.superuserToken },
    );
    for (const guest of res.body.items) ids.set(guest.uuid, guest.id);
    if (page >= res.body.totalPages) break;
  }
  return uuids.map((uuid) => ids.get(uuid)!);
}

export function printLive(r: LiveTimings) {
  console.log(
    `  ${r.students} students: live p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${r.runs} reads, ${r.bytes} bytes)`,
  );
}

export const liveMisses = (r: LiveTimings) =>
  r.p99Ms > liveTargets.p99Ms ? [`live p99 ${r.p99Ms} ms > ${liveTargets.p99Ms} ms`] : [];
