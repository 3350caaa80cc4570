// npm run soak: a mock-test day on one machine. 500 guests autosave every 2 s for 60 s, then submit.
// Passes when there are no errors and no 429s, and every submission is stored with the right score.
// Reports PocketBase's peak memory (VmHWM).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/lib/pocketbase';
import { answers, importBenchRoom, makeGuests, startTestPocketBase } from './setup';

const GUESTS = Number(process.env.SOAK_GUESTS ?? 500);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const EVERY_MS = 2000;

const pb = await startTestPocketBase();
const peakMemory = () => {
  try {
    const status = readFileSync(`/proc/${pb.pid()}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

try {
  const room = await importBenchRoom(pb, 'soak');
  const guests = await makeGuests(pb, GUESTS);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const post = async (path: string, uuid: string, body: unknown) => {
    const started = performance.now();
    try {
      const res = await fetch(`${pb.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'guest-uuid': uuid },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      count(res.status);
      return res.status;
    } catch {
      count(0);
      return 0;
    } finally {
      latencies.push(performance.now() - started);
    }
  };

  console.log(
    `Soak: ${GUESTS} guests, a draft every ${EVERY_MS / 1000} s for ${SECONDS} s, then a submission each…`,
  );
  const expected = new Map<string, number>();
  const ends = Date.now() + SECONDS * 1000;
  await Promise.all(
    guests.map(async (uuid, i) => {
      // Spread the guests over the 2 s cycle, as a real class is.
      await new Promise((r) => setTimeout(r, (i / guests.length) * EVERY_MS));
      let step = 0;
      while (Date.now() < ends) {
        step++;
        await post('/api/exam/pending-submission', uuid, {
          Room: room.id,
          raw: { answers: answers(room, Math.min(40, step)) },
        });
        await new Promise((r) => setTimeout(r, EVERY_MS));
      }
      const right = i % 41;
      expected.set(uuid, right);
      await post('/api/exam/submission', uuid, { Room: room.id, raw: { answers: answers(room, right) } });
    }),
  );

  const stored = await pb.request(
    `/api/collections/submissions/records?perPage=1000&expand=Guest&filter=${encodeURIComponent(`Room = "${room.id}"`)}`,
    { token: pb.superuserToken },
  );
  const wrongScores = (stored.body.items as { score: number; expand: { Guest: { uuid: string } } }[]).filter(
    (s) => expected.get(s.expand.Guest.uuid) !== s.score,
  ).length;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)] ?? 0);
  const summary = {
    at: new Date().toISOString(),
    guests: GUESTS,
    seconds: SECONDS,
    requests: latencies.length,
    statuses: Object.fromEntries(statuses),
    errors: [...statuses].filter(([s]) => s !== 200).reduce((n, [, c]) => n + c, 0),
    tooManyRequests: statuses.get(429) ?? 0,
    submissionsStored: stored.body.totalItems,
    wrongScores,
    latencyMs: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: pct(1) },
    pocketbasePeakMemoryBytes: peakMemory(),
  };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'soak.json'), JSON.stringify(summary, null, 2));
  const ok = summary.errors === 0 && summary.submissionsStored === GUESTS && wrongScores === 0;
  console.log(ok ? 'Soak passed.' : 'Soak FAILED.');
  process.exitCode = ok ? 0 : 1;
} finally {
  await pb.stop();
}
