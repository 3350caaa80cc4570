// Felt at once (see docs/architecture.md, "Exam day"): 2,000 open sheets subscribed to one room's realtime
// topic, as the sheet subscribes (tests/support/realtime.ts: PocketBase's server-sent events, no sign-in);
// the teacher pauses and resumes the room ROUNDS times, and each round is timed from just before the
// teacher's PATCH to the moment the last sheet has read the news (the sheet shows it on reading it). Also
// PocketBase's memory (RSS) before and with the subscriptions open. The sheets are read in this one Node
// process, so its own delays count in the figures (they err on the slow side).
import { readFileSync } from 'node:fs';
import { openRealtime, type RealtimeClient } from '../tests/support/realtime';
import type { TestPocketBase } from '../tests/support/pocketbase';
import type { BenchRoom } from './setup';

export const REALTIME_SHEETS = Number(process.env.BENCH_REALTIME_SHEETS ?? 2000);
const ROUNDS = Number(process.env.BENCH_REALTIME_ROUNDS ?? 10);
/** Every open sheet within 3 s (docs/architecture.md, "Felt at once"). */
export const realtimeTargets = { p99Ms: 3000 };

export interface RealtimeFigures {
  sheets: number;
  rounds: number;
  /** Over every sheet of every round: from the click to the sheet's reading of the news. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Per round, the last sheet's time. */
  lastSheetMs: number[];
  rssBeforeMb: number;
  rssWithSubscriptionsMb: number;
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function realtimeScenario(pb: TestPocketBase, room: BenchRoom): Promise<RealtimeFigures> {
  const topic = `exam-day/${room.id}`;
  const rssBeforeMb = rssMb(pb.pid());
  const sheets: RealtimeClient[] = [];
  // Opened 100 at a time, as a class arrives.
  for (let i = 0; i < REALTIME_SHEETS; i += 100) {
    const batch = Math.min(100, REALTIME_SHEETS - i);
    sheets.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openRealtime(pb.url, [topic, `${topic}/g${i}`])),
      )),
    );
  }
  await new Promise((done) => setTimeout(done, 1000));
  const rssWithSubscriptionsMb = rssMb(pb.pid());
  const all: number[] = [];
  const lastSheetMs: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const paused = round % 2 === 0;
      const clicked = performance.now();
      const res = await pb.request(`/api/room/patch/${room.id}`, {
        method: 'PATCH',
        token: pb.superuserToken,
        body: { paused },
      });
      if (res.status !== 200) throw new Error(`patch: ${res.status}`);
      const read = await Promise.all(sheets.map((sheet) => sheet.next(topic, 30_000)));
      const times = read.map((m) => m.at - clicked);
      all.push(...times);
      lastSheetMs.push(Math.round(Math.max(...times)));
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    for (const sheet of sheets) sheet.close();
  }
  all.sort((a, b) => a - b);
  return {
    sheets: REALTIME_SHEETS,
    rounds: ROUNDS,
    p50Ms: Math.round(percentile(all, 50)),
    p99Ms: Math.round(percentile(all, 99)),
    maxMs: Math.round(all[all.length - 1]!),
    lastSheetMs,
    rssBeforeMb,
    rssWithSubscriptionsMb,
  };
}

export function printRealtime(f: RealtimeFigures) {
  console.log(
    `  ${f.sheets} sheets, ${f.rounds} pauses and resumes: click to sheet p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms; last sheet per round ${f.lastSheetMs.join(', ')} ms; PocketBase RSS ${f.rssBeforeMb} MB before, ${f.rssWithSubscriptionsMb} MB with the subscriptions`,
  );
}

export const realtimeMisses = (f: RealtimeFigures) =>
  f.p99Ms > realtimeTargets.p99Ms ? [`realtime p99 ${f.p99Ms} ms > ${realtimeTargets.p99Ms} ms`] : [];
