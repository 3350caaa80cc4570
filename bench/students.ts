// Students across mocks at a school's scale (docs/performance-log.md, "Targets"): STUDENTS students who each
// sat MOCKS mocks (100,000 submissions), timed on a member's routes one call at a time: a student's
// history, the student list's search and the progress link, and the gate (which now links the guest to its
// student) beside PocketBase's own update of a guest record. The rows are written straight into SQLite
// (copies of one real scored submission per room) with the server stopped: 100,000 submissions through the
// API would take the bench most of an hour on two shared cores.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { TestPocketBase } from '../tests/support/pocketbase';
import type { RouteTiming } from './marking';
import { answers, importBenchRoom } from './setup';

export const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
export const MOCKS = Number(process.env.BENCH_MOCKS ?? 50);
/** docs/performance-log.md, "Targets". */
export const studentsTargets = {
  historyMs: 300,
  searchMs: 200,
  progressP99Ms: 100,
  gateRatio: 1.1,
  classPageMs: 300,
};
const TEACHER = 'bench-students@answersheet.test';
/** The class whose page is timed: CLASS_SIZE students over CLASS_MOCKS mocks (docs/performance-log.md, "Targets"). */
const CLASS_ID = 'benchclass00001';
const CLASS_SIZE = 40;
const CLASS_MOCKS = 12;
const CALLS = 50;
const PROGRESS_CALLS = 300;

export interface StudentsFigures {
  students: number;
  submissions: number;
  history: RouteTiming;
  search: RouteTiming;
  progress: RouteTiming;
  gate: RouteTiming;
  /** PocketBase's own update of a guest record (a superuser's PATCH through the records API). */
  gateAnchor: RouteTiming;
  /** A class of 40 over 12 mocks: its page's bands, means and types (GET /api/classes/{id}/progress). */
  classPage: RouteTiming;
  load: number[];
}

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0) * 10) / 10;

/** The times of one call, in ms, and its answer's status. */
async function once(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await call();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`call: ${res.status}`);
  return performance.now() - started;
}

function timing(times: number[]): RouteTiming {
  const sorted = times.slice().sort((a, b) => a - b);
  return {
    calls: times.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

async function timed(calls: number, call: (i: number) => Promise<Response>): Promise<RouteTiming> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) times.push(await once(() => call(i)));
  return timing(times);
}

/**
 * Two routes timed call for call in turn, so a machine that slows down or speeds up during the run moves
 * both alike: their ratio is what is judged.
 */
async function timedInTurn(
  calls: number,
  first: (i: number) => Promise<Response>,
  second: (i: number) => Promise<Response>,
): Promise<[RouteTiming, RouteTiming]> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < calls; i++) {
    a.push(await once(() => first(i)));
    b.push(await once(() => second(i)));
  }
  return [timing(a), timing(b)];
}

const sql = (pb: TestPocketBase, text: string) =>
  execFileSync('sqlite3', [join(pb.dataDir, 'data.db')], { input: text, maxBuffer: 1 << 26 }).toString();

/** The school: MOCKS rooms (copies of one), STUDENTS students with a guest each, a submission each per room. */
function fillSchool(pb: TestPocketBase, roomId: string, template: string, teacher: string) {
  sql(
    pb,
    `PRAGMA journal_mode = WAL;
     BEGIN;
     CREATE TEMP TABLE k AS WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${Math.max(STUDENTS, MOCKS)}) SELECT i FROM c;
     UPDATE rooms SET Users = json_array('${teacher}') WHERE id = '${roomId}';
     CREATE TEMP TABLE r AS SELECT rooms.*, k.i AS n FROM rooms, k WHERE rooms.id = '${roomId}' AND k.i < ${MOCKS};
     UPDATE r SET id = printf('benchmock%06d', n), slug = printf('bench-mock-%d', n);
     ALTER TABLE r DROP COLUMN n;
     INSERT INTO rooms SELECT * FROM r;
     INSERT INTO students (id, email, name, token, created, updated)
       SELECT printf('benchstu%07d', i), printf('student%d@school.test', i), printf('Student %d', i),
              printf('benchtoken%012d', i), '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z' FROM k WHERE i <= ${STUDENTS};
     CREATE TEMP TABLE g AS SELECT guests.*, k.i AS n FROM guests, k
       WHERE guests.id = (SELECT Guest FROM submissions WHERE id = '${template}') AND k.i <= ${STUDENTS};
     UPDATE g SET id = printf('benchgst%07d', n), uuid = printf('00000000-0000-4000-8000-%012d', n),
       email = printf('student%d@school.test', n), name = printf('Student %d', n), Student = printf('benchstu%07d', n);
     ALTER TABLE g DROP COLUMN n;
     INSERT INTO guests SELECT * FROM g;
     CREATE TEMP TABLE m AS SELECT id AS room, ROW_NUMBER() OVER (ORDER BY id) AS n FROM rooms
       WHERE id = '${roomId}' OR id LIKE 'benchmock%';
     CREATE TEMP TABLE s AS SELECT submissions.*, k.i AS st, m.room AS rm, m.n AS mn FROM submissions, k, m
       WHERE submissions.id = '${template}' AND k.i <= ${STUDENTS};
     UPDATE s SET id = printf('bs%06d%07d', mn, st), Guest = printf('benchgst%07d', st), Room = rm,
       Student = printf('benchstu%07d', st), guest_email = printf('student%d@school.test', st),
       guest_name = printf('Student %d', st),
       created = strftime('%Y-%m-%d %H:%M:%S.000Z', '2026-01-01', printf('+%d days', mn), printf('+%d seconds', st));
     ALTER TABLE s DROP COLUMN st; ALTER TABLE s DROP COLUMN rm; ALTER TABLE s DROP COLUMN mn;
     DELETE FROM submissions WHERE id = '${template}';
     INSERT INTO submissions SELECT * FROM s;
     -- Each room shows its scores, so the progress link reads every room a student sat.
     UPDATE rooms SET results = 'score' WHERE id IN (SELECT room FROM m);
     -- A class of CLASS_SIZE students who sat CLASS_MOCKS of the mocks (the others' submissions removed).
     INSERT INTO classes (id, name, Users, created, updated)
       VALUES ('${CLASS_ID}', 'Bench class', json_array('${teacher}'), '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z');
     INSERT INTO class_students (id, Class, Student)
       SELECT printf('benchcls%07d', i), '${CLASS_ID}', printf('benchstu%07d', i) FROM k WHERE i <= ${CLASS_SIZE};
     DELETE FROM submissions WHERE Student IN (SELECT Student FROM class_students WHERE Class = '${CLASS_ID}')
       AND Room NOT IN (SELECT room FROM m WHERE n <= ${CLASS_MOCKS});
     COMMIT;
     ANALYZE;
     PRAGMA wal_checkpoint(TRUNCATE);`,
  );
}

export async function studentsScenario(pb: TestPocketBase): Promise<StudentsFigures> {
  const teacher = await pb.createUser(TEACHER, 'user-password-1', 'Bench Teacher');
  const room = await importBenchRoom(pb, 'bench-students');
  // One real submission, scored by the server: every other is a copy of it.
  const uuid = randomUUID();
  await pb.request('/api/exam/guest', { method: 'POST', body: { uuid } });
  await pb.request('/api/exam/guest', {
    method: 'PATCH',
    body: { uuid, name: 'Template', email: 'template@school.test' },
  });
  const sent = await pb.request<{ id: string }>('/api/exam/submission', {
    method: 'POST',
    headers: { 'guest-uuid': uuid },
    body: { Room: room.id, raw: { answers: answers(room, 25) } },
  });
  if (sent.status !== 200) throw new Error(`template submission: ${sent.status}`);
  pb.kill();
  fillSchool(pb, room.id, sent.body.id, teacher.id);
  await pb.restart();

  const headers = { authorization: teacher.token };
  const studentOf = (i: number) => `benchstu${String(1 + ((i * 7919) % STUDENTS)).padStart(7, '0')}`;
  const history = await timed(CALLS, (i) => fetch(`${pb.url}/api/students/${studentOf(i)}`, { headers }));
  const search = await timed(CALLS, (i) =>
    fetch(`${pb.url}/api/students?q=${encodeURIComponent(`student${(i * 37) % STUDENTS}@`)}`, { headers }),
  );
  const progress = await timed(PROGRESS_CALLS, (i) =>
    fetch(`${pb.url}/api/progress/benchtoken${String(1 + ((i * 7919) % STUDENTS)).padStart(12, '0')}`),
  );
  const classPage = await timed(CALLS, () =>
    fetch(`${pb.url}/api/classes/${CLASS_ID}/progress`, { headers }),
  );
  // The gate of a new device: a new student each time (the link's insert), timed on the call that passes
  // the gate (the guest is made before), in turn with PocketBase's own update of a guest record.
  const newGuests: string[] = [];
  for (let i = 0; i < CALLS; i++) {
    const id = randomUUID();
    await fetch(`${pb.url}/api/exam/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: id }),
    });
    newGuests.push(id);
  }
  const [gate, gateAnchor] = await timedInTurn(
    CALLS,
    (i) =>
      fetch(`${pb.url}/api/exam/guest`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uuid: newGuests[i], name: `New ${i}`, email: `new${i}@school.test` }),
      }),
    (i) =>
      fetch(
        `${pb.url}/api/collections/guests/records/benchgst${String(1 + (i % STUDENTS)).padStart(7, '0')}`,
        {
          method: 'PATCH',
          headers: { authorization: pb.superuserToken, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Renamed ${i}`,
            email: `student${1 + i}@school.test`,
            finishedGate: true,
          }),
        },
      ),
  );
  return {
    students: STUDENTS,
    submissions: STUDENTS * MOCKS,
    history,
    search,
    progress,
    gate,
    gateAnchor,
    classPage,
    load: loadavg().map((n) => +n.toFixed(2)),
  };
}

export function printStudents(f: StudentsFigures) {
  console.log(`\n${f.students} students, ${f.submissions} submissions (load ${f.load.join(' ')}):`);
  console.log('  route              calls   p50 ms   p99 ms   max ms   target');
  const line = (name: string, t: RouteTiming, target: string) =>
    console.log(
      `  ${name.padEnd(17)} ${String(t.calls).padStart(6)} ${String(t.p50).padStart(8)} ${String(t.p99).padStart(8)} ${String(t.max).padStart(8)}   ${target}`,
    );
  line('history', f.history, `p50 < ${studentsTargets.historyMs}`);
  line('search', f.search, `p50 < ${studentsTargets.searchMs}`);
  line('progress link', f.progress, `p99 < ${studentsTargets.progressP99Ms}`);
  line(`class page (${CLASS_SIZE}×${CLASS_MOCKS})`, f.classPage, `p50 < ${studentsTargets.classPageMs}`);
  line('gate (linked)', f.gate, `≤ ${studentsTargets.gateRatio}× PocketBase's own`);
  line("PocketBase's own", f.gateAnchor, '');
  console.log(
    `  gate to PocketBase's own update, p50: ${(f.gate.p50 / Math.max(1, f.gateAnchor.p50)).toFixed(2)}×`,
  );
}

export function studentsMisses(f: StudentsFigures) {
  const misses: string[] = [];
  if (f.history.p50 >= studentsTargets.historyMs) misses.push(`students: history p50 ${f.history.p50} ms`);
  if (f.search.p50 >= studentsTargets.searchMs) misses.push(`students: search p50 ${f.search.p50} ms`);
  if (f.progress.p99 >= studentsTargets.progressP99Ms)
    misses.push(`students: progress p99 ${f.progress.p99} ms`);
  if (f.classPage.p50 >= studentsTargets.classPageMs)
    misses.push(`students: class page p50 ${f.classPage.p50} ms`);
  const gateRatio = f.gate.p50 / Math.max(1, f.gateAnchor.p50);
  if (gateRatio > studentsTargets.gateRatio)
    misses.push(`students: gate ${gateRatio.toFixed(2)}× PocketBase's own`);
  return misses;
}
