// A room's results, as a query: shared by the results screen and the room detail (how many students are
// still writing, before "Collect answers now"). The key lives in the options, so no key is typed twice.
import { queryOptions } from '@tanstack/react-query';
import { getRevalidated } from './api-client';
import type { NotStartedStudent, ResultsDelta, ResultsStudent, RoomResults } from './api-types';

/** A room's last results, with what the next poll sends: the ETag (a 304 stands for them) and the cursor. */
interface LastResults {
  etag: string;
  cursor: string | null;
  data: RoomResults;
}
const lastResults = new Map<string, LastResults>();

/**
 * A delta's students merged into a list by guest id: a changed student replaces theirs in place, a new one
 * comes after the rest; the others stay the same objects, so their rows are not drawn again.
 */
export function mergeStudents(students: ResultsStudent[], changed: ResultsStudent[]): ResultsStudent[] {
  const byGuest = new Map(changed.map((s) => [s.guest.id, s]));
  const merged = students.map((s) => {
    const next = byGuest.get(s.guest.id);
    byGuest.delete(s.guest.id);
    return next ?? s;
  });
  return merged.concat([...byGuest.values()]);
}

/** Whether a merged list holds what the server counts: a change the delta missed shows here. */
const holdsTotals = ({ students }: RoomResults, totals: ResultsDelta['totals']) =>
  students.length === totals.students &&
  students.filter((s) => s.status === 'submitted').length === totals.submitted;

/**
 * GET /api/room/results/{id}: every student of the room with their status and scores. Polled, so an
 * unchanged class costs a 304 (the last ETag is sent) and a changed one only what changed: `since` the last
 * answer's cursor, the server sends the students changed since, merged here into the last list
 * (docs/architecture.md, "Heavy routes"). A delta whose merge does not hold the server's totals is
 * dropped for the full list.
 */
export async function getResults(roomId: string): Promise<RoomResults> {
  const last = lastResults.get(roomId);
  const answer = await getRevalidated<RoomResults | ResultsDelta>(
    `/api/room/results/${roomId}`,
    last,
    last?.cursor ? { since: last.cursor } : undefined,
  );
  if (!answer.changed) return answer.data;
  const { room, exams } = answer.data;
  // A class's students who have not opened the room come in every answer, apart from the merged list.
  const listed = answer.data.students as (ResultsStudent | NotStartedStudent)[];
  const students = listed.filter((s): s is ResultsStudent => s.guest !== null);
  const notStarted = listed.filter((s): s is NotStartedStudent => s.guest === null);
  const delta = last && 'full' in answer.data && !answer.data.full ? answer.data : null;
  const data: RoomResults = {
    room,
    exams,
    students: delta && last ? mergeStudents(last.data.students, students) : students,
    notStarted,
  };
  if (delta && !holdsTotals(data, delta.totals)) {
    lastResults.delete(roomId);
    return getResults(roomId);
  }
  const etag = answer.header('etag');
  if (etag) lastResults.set(roomId, { etag, cursor: answer.header('results-cursor'), data });
  else lastResults.delete(roomId);
  return data;
}

/**
 * The room's results. Its key is the prefix of every results query of the room (item analysis, reviews),
 * so a change that regrades invalidates them all through it.
 */
export const resultsQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['results', roomId], queryFn: () => getResults(roomId) });
