// An exam centre's mock-test day (docs/operations.md, "An exam centre"): N students behind one address (every
// request comes from 127.0.0.1) with the rate limiter as shipped, on a PocketBase of its own. They join
// over a minute (guest, gate, room load), each saves a 40-answer draft every 3 s while the others join and
// for a minute after, then all press Submit in the same second (spread evenly over it, as people press).
// Reports statuses and latencies per phase, the submissions stored with the right score, how long after
// the deadline the last one was stored, and how late the load generator itself pressed.
// BENCH_CENTRE_WRITING=1: the room has a Writing exam after the Listening one, every student's drafts also
// carry their two essays as they grow to 300 words over the typing, and each submission both essays whole.
// Then PocketBase's own herd as the anchor: a superuser creating 2,000 records as large as a stored
// submission, pressed the same way over one second, on the same PocketBase a few seconds later; the
// students' herd and median wait are reported as ratios to it.
import {
  answers,
  importBenchRoom,
  makeSameSizeCollection,
  SAME_SIZE_COLLECTION,
  startTestPocketBase,
  type BenchRoom,
} from './setup';
import type { TestPocketBase } from '../tests/support/pocketbase';
import type { Answer } from '../src/lib/api-types';
import { essayAnswers, essayStart, importWritingRoom, type WritingRoom } from './essays';

export const CENTRE_STUDENTS = Number(process.env.BENCH_CENTRE_STUDENTS ?? 2000);
const JOIN_MS = Number(process.env.BENCH_CENTRE_JOIN_SECONDS ?? 60) * 1000;
const TYPING_MS = Number(process.env.BENCH_CENTRE_TYPING_SECONDS ?? 60) * 1000;
const DRAFT_EVERY_MS = 3000;
/** Whether the room has a Writing exam whose essays the students write (see above). */
export const CENTRE_WRITING = process.env.BENCH_CENTRE_WRITING === '1';
const ESSAY_WORDS = 300;
export const centreTargets = {
  draftP99Ms: 250,
  lastStoredMs: 5000,
  submitMedianMs: 2000,
  /** The students' herd and median wait, each against PocketBase's own herd of the same creates. */
  toAnchor: 1.2,
};

type Phase = 'join' | 'draft' | 'submit';

export interface PhaseFigures {
  requests: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

export interface CentreFigures {
  students: number;
  /** Whether every student also wrote two essays (BENCH_CENTRE_WRITING). */
  writing: boolean;
  phases: Record<Phase, PhaseFigures>;
  /** Students whose join was refused: they could not write at all. */
  refusedJoins: number;
  submissionsStored: number;
  wrongScores: number;
  /** From the deadline until the last submission answered 200. */
  lastStoredMs: number;
  /** What a student waited after pressing Submit (every attempt until a 200, backing off on 429). */
  submitWaitMs: { p50: number; p99: number; max: number };
  /**
   * How late the load generator pressed Submit for its students, against the moment each one was due: one
   * process plays 2,000 browsers on the server's cores, so its own lag is not the server's.
   */
  pressLagMs: { p50: number; max: number };
  /** PocketBase's own herd: a superuser storing as many records as large, pressed the same way. */
  anchor: HerdFigures;
  /** The students' last stored and median wait over the anchor's. */
  toAnchor: { herd: number; medianWait: number };
}

export interface HerdFigures {
  statuses: Record<string, number>;
  lastStoredMs: number;
  waitMs: { p50: number; p99: number; max: number };
  pressLagMs: { p50: number; max: number };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class PhaseLog {
  private readonly latencies: number[] = [];
  private readonly statuses = new Map<number, number>();
  record(status: number, ms: number) {
    this.latencies.push(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
  figures(): PhaseFigures {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      statuses: Object.fromEntries([...this.statuses].map(([s, n]) => [String(s), n])),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: percentile(sorted, 1),
    };
  }
}

/** One student's browser: the guest-uuid header on every call, each call timed into its phase. */
function studentClient(pb: TestPocketBase, logs: Record<Phase, PhaseLog>, uuid: string) {
  return async (phase: Phase, method: string, path: string, body: unknown /* a string is sent as is */) => {
    const started = performance.now();
    let status = 0;
    let retryAfter: number | null = null;
    try {
      const res = await fetch(`${pb.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'guest-uuid': uuid },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      await res.arrayBuffer();
      status = res.status;
      const header = res.headers.get('retry-after');
      retryAfter = header === null ? null : Number(header);
    } catch {
      status = 0;
    }
    logs[phase].record(status, performance.now() - started);
    return { status, retryAfter };
  };
}

/** A student's essays at `share` (0 to 1) of the typing: each the first `share` of its words. */
function essaysSoFar(essays: Answer[], share: number) {
  const words = Math.round(ESSAY_WORDS * Math.min(1, share));
  return essays.map((a) => ({ ...a, value: essayStart(a.value, words) }));
}

export async function centreScenario(
  pb: TestPocketBase,
  room: BenchRoom | WritingRoom,
): Promise<CentreFigures> {
  const writing = 'essays' in room ? room : null;
  const logs: Record<Phase, PhaseLog> = {
    join: new PhaseLog(),
    draft: new PhaseLog(),
    submit: new PhaseLog(),
  };
  const started = Date.now();
  const typingEnds = started + JOIN_MS + TYPING_MS;
  // All press Submit in the same second, just after the typing.
  const deadline = typingEnds + 1000;
  const expected = new Map<string, number>();
  const submitWaits: number[] = [];
  const pressLags: number[] = [];
  let refusedJoins = 0;
  let lastStored = 0;

  await Promise.all(
    Array.from({ length: CENTRE_STUDENTS }, async (_, i) => {
      const uuid = crypto.randomUUID();
      const call = studentClient(pb, logs, uuid);
      await sleep((i / CENTRE_STUDENTS) * JOIN_MS);
      const joined =
        (await call('join', 'POST', '/api/exam/guest', { uuid })).status === 200 &&
        (
          await call('join', 'PATCH', '/api/exam/guest', {
            uuid,
            name: `Candidate ${i + 1}`,
            email: `candidate${i + 1}@centre.test`,
          })
        ).status === 200 &&
        (await call('join', 'POST', '/api/room/guest-search', { slug: room.slug })).status === 200;
      if (!joined) {
        refusedJoins++;
        return;
      }
      // Typing: a 40-answer draft every 3 s (the sheet's answers as they fill in), from a random offset.
      // With essays, both grow to their full length by the end of the typing.
      const essays = writing ? essayAnswers(writing, i, ESSAY_WORDS) : [];
      const typingFrom = Date.now();
      await sleep(Math.random() * DRAFT_EVERY_MS);
      for (let step = 1; Date.now() + DRAFT_EVERY_MS < typingEnds; step++) {
        const filled = answers(room, 40).map((a, q) => (q < step ? a : { ...a, value: '' }));
        const share = (Date.now() - typingFrom) / (typingEnds - DRAFT_EVERY_MS - typingFrom);
        await call('draft', 'POST', '/api/exam/pending-submission', {
          Room: room.id,
          raw: { answers: writing ? [...filled, ...essaysSoFar(essays, share)] : filled },
        });
        await sleep(DRAFT_EVERY_MS);
      }
      // The sheet has its answers ready when Submit is pressed: the body is made before.
      const right = i % 41;
      expected.set(uuid, right);
      const given = answers(room, right);
      const body = JSON.stringify({
        Room: room.id,
        raw: { answers: [...given, ...essays] },
      });
      const due = deadline + (i / CENTRE_STUDENTS) * 1000;
      await sleep(Math.max(0, due - Date.now()));
      pressLags.push(Date.now() - due);
      // Submit, as the sheet does: again after Retry-After (or 1 s) until it is taken.
      const pressed = performance.now();
      for (let attempt = 0; attempt < 10; attempt++) {
        const { status, retryAfter } = await call('submit', 'POST', '/api/exam/submission', body);
        if (status === 200 || status === 409) {
          submitWaits.push(performance.now() - pressed);
          lastStored = Math.max(lastStored, Date.now());
          return;
        }
        if (status !== 429 && status !== 0 && status < 500) return;
        await sleep((retryAfter ?? 1) * 1000);
      }
    }),
  );

  // Every stored submission against the score its answers deserve.
  let submissionsStored = 0;
  let wrongScores = 0;
  for (let page = 1; ; page++) {
    const res = await pb.request(
      `/api/collections/submissions/records?page=${page}&perPage=500&expand=Guest&filter=${encodeURIComponent(`Room = "${room.id}"`)}`,
      { token: pb.superuserToken },
    );
    const items = res.body.items as { score: number; expand: { Guest: { uuid: string } } }[];
    submissionsStored += items.length;
    wrongScores += items.filter((s) => expected.get(s.expand.Guest.uuid) !== s.score).length;
    if (page >= res.body.totalPages) break;
  }
  const waits = [...submitWaits].sort((a, b) => a - b);
  const lags = [...pressLags].sort((a, b) => a - b);
  const lastStoredMs = lastStored ? lastStored - deadline : -1;
  const submitWaitMs = {
    p50: percentile(waits, 0.5),
    p99: percentile(waits, 0.99),
    max: percentile(waits, 1),
  };

  // The anchor stores what a submission stores: one stored submission's raw, as the scratch collection's
  // json field. Its herd starts once the students' has settled, on the same data.
  const [stored] = (
    await pb.request(
      `/api/collections/submissions/records?perPage=1&filter=${encodeURIComponent(`Room = "${room.id}"`)}`,
      { token: pb.superuserToken },
    )
  ).body.items as { raw: unknown }[];
  await makeSameSizeCollection(pb);
  await sleep(3000);
  const anchor = await anchorHerd(pb, CENTRE_STUDENTS, JSON.stringify({ raw: stored?.raw ?? null }));
  const ratio = (ours: number, theirs: number) => +(ours / Math.max(1, theirs)).toFixed(2);
  return {
    students: CENTRE_STUDENTS,
    writing: !!writing,
    phases: { join: logs.join.figures(), draft: logs.draft.figures(), submit: logs.submit.figures() },
    refusedJoins,
    submissionsStored,
    wrongScores,
    lastStoredMs,
    submitWaitMs,
    pressLagMs: { p50: percentile(lags, 0.5), max: percentile(lags, 1) },
    anchor,
    toAnchor: {
      herd: ratio(lastStoredMs, anchor.lastStoredMs),
      medianWait: ratio(submitWaitMs.p50, anchor.waitMs.p50),
    },
  };
}

/**
 * PocketBase's own herd at a deadline: `count` creates of `body` by a superuser, pressed evenly over the
 * second after a deadline a second away, each sent again after a refusal as the sheet does. The students
 * press on connections their autosaves keep open; so that the anchor does too (opening 2,000 at once made the
 * generator press 1.8 s late at the median), each of its clients opens one first.
 */
async function anchorHerd(pb: TestPocketBase, count: number, body: string): Promise<HerdFigures> {
  await Promise.all(
    Array.from({ length: count }, async () => (await fetch(`${pb.url}/api/health`)).arrayBuffer()),
  );
  const deadline = Date.now() + 1000;
  const statuses = new Map<number, number>();
  const waits: number[] = [];
  const lags: number[] = [];
  let lastStored = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = deadline + (i / count) * 1000;
      await sleep(Math.max(0, due - Date.now()));
      lags.push(Date.now() - due);
      const pressed = performance.now();
      for (let attempt = 0; attempt < 10; attempt++) {
        let status = 0;
        try {
          const res = await fetch(`${pb.url}/api/collections/${SAME_SIZE_COLLECTION}/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: pb.superuserToken },
            body,
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) {
          waits.push(performance.now() - pressed);
          lastStored = Math.max(lastStored, Date.now());
          return;
        }
        await sleep(1000);
      }
    }),
  );
  const sortedWaits = [...waits].sort((a, b) => a - b);
  const sortedLags = [...lags].sort((a, b) => a - b);
  return {
    statuses: Object.fromEntries([...statuses].map(([s, n]) => [String(s), n])),
    lastStoredMs: lastStored ? lastStored - deadline : -1,
    waitMs: {
      p50: percentile(sortedWaits, 0.5),
      p99: percentile(sortedWaits, 0.99),
      max: percentile(sortedWaits, 1),
    },
    pressLagMs: { p50: percentile(sortedLags, 0.5), max: percentile(sortedLags, 1) },
  };
}

/** The centre on a PocketBase of its own, so its rate limiter is the one the migrations ship. */
export async function runCentre(): Promise<CentreFigures> {
  const pb = await startTestPocketBase();
  try {
    const room = CENTRE_WRITING
      ? await importWritingRoom(pb, 'centre', { listening: true })
      : await importBenchRoom(pb, 'centre');
    return await centreScenario(pb, room);
  } finally {
    await pb.stop();
  }
}

/** The centre's targets it missed, in words. */
export function centreMisses(figures: CentreFigures): string[] {
  const limited = Object.values(figures.phases).reduce(
    (n, phase) =>
      n +
      Object.entries(phase.statuses)
        .filter(([status]) => status === '429' || status === '0' || Number(status) >= 500)
        .reduce((m, [, count]) => m + count, 0),
    0,
  );
  return [
    ...(limited > 0 ? [`centre: ${limited} requests answered 429, 5xx or not at all`] : []),
    ...(figures.refusedJoins > 0 ? [`centre: ${figures.refusedJoins} students could not join`] : []),
    ...(figures.phases.draft.p99 > centreTargets.draftP99Ms
      ? [`centre: draft p99 ${figures.phases.draft.p99} ms > ${centreTargets.draftP99Ms} ms`]
      : []),
    ...(figures.submissionsStored !== figures.students || figures.wrongScores > 0
      ? [
          `centre: ${figures.submissionsStored} of ${figures.students} stored, ${figures.wrongScores} scored wrong`,
        ]
      : []),
    ...(figures.lastStoredMs > centreTargets.lastStoredMs
      ? [
          `centre: last stored ${figures.lastStoredMs} ms after the deadline > ${centreTargets.lastStoredMs} ms`,
        ]
      : []),
    ...(figures.submitWaitMs.p50 > centreTargets.submitMedianMs
      ? [
          `centre: median wait after Submit ${figures.submitWaitMs.p50} ms > ${centreTargets.submitMedianMs} ms`,
        ]
      : []),
    ...(figures.toAnchor.herd > centreTargets.toAnchor
      ? [`centre: the herd ${figures.toAnchor.herd}× PocketBase's own > ${centreTargets.toAnchor}×`]
      : []),
    ...(figures.toAnchor.medianWait > centreTargets.toAnchor
      ? [
          `centre: the median wait ${figures.toAnchor.medianWait}× PocketBase's own > ${centreTargets.toAnchor}×`,
        ]
      : []),
    ...(Object.keys(figures.anchor.statuses).some((s) => s !== '200')
      ? [`centre: PocketBase's own herd answered ${JSON.stringify(figures.anchor.statuses)}`]
      : []),
  ];
}
