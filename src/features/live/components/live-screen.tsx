import { ChartColumn, Inbox } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CollectAnswersDialog } from '@/components/collect-answers-dialog';
import { ExtraTimeDialog, type ExtraTimeStudent } from '@/components/extra-time-dialog';
import { GuestLink } from '@/components/guest-link';
import { NotStartedList } from '@/components/not-started-list';
import { Button } from '@/components/ui/button';
import type { LiveStudent } from '@/lib/api-types';
import { nextSort } from '@/lib/student-sort';
import { errorMessage } from '@/lib/errors';
import type { LiveData } from '@/lib/live-queries';
import { parseServerTime } from '@/lib/server-time';
import { paths } from '@/lib/paths';
import {
  clockTime,
  liveSummary,
  sortLiveRows,
  toLiveRow,
  type LiveColumn,
  type LiveRow,
  type LiveSort,
} from '../lib/live-rows';
import { LiveClockContext, type LiveClock } from './live-clock';
import { LiveTable } from './live-table';
import { PauseControl } from './pause-control';

interface Props {
  room: { id: string; slug: string };
  live: LiveData;
  /** The last refresh failed: what is shown may be behind. */
  refreshError: unknown;
}

// Rows by the student object they were made from: a student the last refresh did not change keeps theirs.
const made = new WeakMap<LiveStudent, LiveRow>();
function rowOf(student: LiveStudent): LiveRow {
  let row = made.get(student);
  if (!row) {
    row = toLiveRow(student);
    made.set(student, row);
  }
  return row;
}

export function LiveScreen({ room, live, refreshError }: Props) {
  const { students } = live;
  const [sort, setSort] = useState<LiveSort>({ column: 'name', direction: 'ascending' });
  const [extraFor, setExtraFor] = useState<ExtraTimeStudent | null>(null);
  const [collecting, setCollecting] = useState(false);
  const rows = useMemo(() => students.map(rowOf), [students]);
  const sorted = useMemo(() => sortLiveRows(rows, sort), [rows, sort]);
  const summary = useMemo(() => liveSummary(students), [students]);
  const pausedAt = live.paused_at ? parseServerTime(live.paused_at) : null;
  // Whether this screen has seen the room paused, so a resume is said too.
  const [seenPause, setSeenPause] = useState(false);
  if (pausedAt !== null && !seenPause) setSeenPause(true);
  const clock = useMemo<LiveClock>(
    () => ({ skewMs: live.skewMs, serverNow: parseServerTime(live.now), paused: pausedAt !== null }),
    [live.skewMs, live.now, pausedAt],
  );

  const onSort = useCallback((column: LiveColumn) => setSort((current) => nextSort(current, column)), []);
  // Whose dialog closed last, to put focus back on their row's button.
  const focusGuest = useRef<string | null>(null);
  const onExtraTime = useCallback((student: LiveStudent) => {
    focusGuest.current = student.guest.id;
    setExtraFor({ id: student.guest.id, name: student.guest.name || 'Unnamed student' });
  }, []);
  const returnFocus = (event: Event) => {
    const id = focusGuest.current;
    const button = id ? document.querySelector<HTMLElement>(`[data-live-extra="${id}"]`) : null;
    if (button) {
      event.preventDefault();
      button.focus();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="The room now" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* With no student yet, the empty state below says so instead of "0 students". */}
          {students.length > 0 ? <p className="text-sm">{summary}</p> : null}
          <div className="flex flex-wrap gap-2">
            <PauseControl room={room} paused={pausedAt !== null} />
            <Button variant="outline" onClick={() => setCollecting(true)}>
              <Inbox aria-hidden="true" />
              Collect answers now
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.roomResults(room.slug)}>
                <ChartColumn aria-hidden="true" />
                Results
              </Link>
            </Button>
          </div>
        </div>
        {/* Said once when the room pauses or resumes. */}
        <div role="status">
          {pausedAt === null ? (
            seenPause ? (
              <p className="sr-only">The test goes on: every clock runs again.</p>
            ) : null
          ) : (
            <p className="rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              Paused since {clockTime(pausedAt)}. Every clock stands still until you resume the test.
            </p>
          )}
        </div>
        {refreshError ? (
          <p role="status" className="text-sm text-destructive">
            Live updates paused: {errorMessage(refreshError)}. Trying again…
          </p>
        ) : null}
      </section>
      {students.length === 0 ? (
        <div className="flex flex-col gap-4 rounded-lg border border-dashed p-6 sm:p-10">
          <div className="text-center">
            <h2 className="text-lg font-semibold">No student has opened the room yet</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Students appear here as soon as they open the room, with their time left as soon as they start.
            </p>
          </div>
          <div className="mx-auto w-full max-w-xl">
            <GuestLink slug={room.slug} id="live-guest-link" />
          </div>
        </div>
      ) : (
        <LiveClockContext.Provider value={clock}>
          <LiveTable rows={sorted} sort={sort} onSort={onSort} onExtraTime={onExtraTime} />
        </LiveClockContext.Provider>
      )}
      <NotStartedList students={live.notStarted} />
      <ExtraTimeDialog
        roomId={room.id}
        student={extraFor}
        onClose={() => setExtraFor(null)}
        onCloseAutoFocus={returnFocus}
      />
      <CollectAnswersDialog room={room} open={collecting} onOpenChange={setCollecting} />
    </div>
  );
}
