// A class typing beside whatever a bench measures (bench/heavy.ts, bench/results-typing.ts): its students'
// drafts at a steady rate, timed, and PocketBase's memory sampled while they go on.
import { readFileSync } from 'node:fs';
import type { TestPocketBase } from '../tests/support/pocketbase';
import { answers, type BenchRoom } from './setup';

/** The value at share `p` (0–1) of ascending `sorted`, rounded; 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0;

/** A process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** PocketBase's peak memory from now until `stop()`, sampled every 100 ms. */
export function samplePeakMb(pb: TestPocketBase) {
  let peakMb = rssMb(pb.pid());
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pb.pid()))), 100);
  return {
    stop: () => {
      clearInterval(sampler);
      return peakMb;
    },
  };
}

/**
 * `guests` saving drafts in `room`, `perSecond` in all, one after another, until `until` (performance.now()):
 * resolves once every draft is answered, with the answered ones' times ascending and the refused count.
 */
export async function classDrafts(
  pb: TestPocketBase,
  room: BenchRoom,
  guests: string[],
  until: number,
  perSecond: number,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const drafts: Promise<void>[] = [];
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    drafts.push(
      pb
        .request('/api/exam/pending-submission', {
          method: 'POST',
          headers: { 'guest-uuid': guests[i % guests.length]! },
          body: { Room: room.id, raw: { answers: answers(room, i % 41) } },
        })
        .then((res) => {
          if (res.status === 200) latencies.push(performance.now() - started);
          else errors++;
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(drafts);
  return { latencies: latencies.sort((a, b) => a - b), errors };
}
