import { Download, Printer, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { nextSort } from '@/lib/student-sort';
import { hasWritingExam, MarkingLink } from '@/components/marking-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ResultsStudent, RoomResults } from '@/lib/api-types';
import { errorMessage } from '@/lib/errors';
import { useExportResults } from '../api/export-results';
import { isPreparing } from '../lib/preparing';
import { useForgetStudent } from '../api/forget-student';
import { useReopenSubmission } from '../api/reopen-submission';
import { classSummary } from '../lib/stats';
import type { SortColumn, SortState } from '../lib/students';
import { useStudentRows } from '../lib/use-student-rows';
import { ClassSummary } from './class-summary';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotStartedList } from '@/components/not-started-list';
import { ExtraTimeDialog } from '@/components/extra-time-dialog';
import { AuditHistory } from './audit-history';
import { ItemAnalysis } from './item-analysis';
import { ReviewDialog } from './review-dialog';
import { SpeakingDialog } from './speaking-dialog';
import { StudentsTable } from './students-table';
import { StudentCards } from './student-cards';
import { ColumnsMenu } from './columns-menu';
import { useColumns } from '../lib/use-columns';
import { useMediaQuery } from '@/lib/use-media-query';
import { ViewTabs } from './view-tabs';

// The report cards: loaded when a teacher first asks for one.
const ReportDialog = lazy(() =>
  import('@/features/report/components/report-dialog').then((m) => ({ default: m.ReportDialog })),
);

type View = 'students' | 'questions' | 'history';
const TABS = [
  { value: 'students' as const, label: 'Students' },
  { value: 'questions' as const, label: 'Questions' },
  { value: 'history' as const, label: 'History' },
];

type Dialog = { kind: 'review' | 'reopen' | 'forget' | 'speaking' | 'extra'; student: ResultsStudent };

interface Props {
  roomId: string;
  slug: string;
  results: RoomResults;
  /** The last refresh failed: the results shown may be behind. */
  refreshError: unknown;
}

export function ResultsScreen({ roomId, slug, results, refreshError }: Props) {
  const { exams, students } = results;
  const [view, setView] = useState<View>('students');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>({ column: 'name', direction: 'ascending' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reportOf, setReportOf] = useState<ResultsStudent[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  // Typing stays quick with hundreds of rows: the table follows a moment later.
  const rows = useStudentRows(students, exams, useDeferredValue(query), sort);
  const summary = useMemo(() => classSummary(students, exams), [students, exams]);
  const columns = useColumns(exams);
  // A phone reads the students as cards (docs/product.md, "Results").
  const narrow = useMediaQuery('(max-width: 639px)');

  const reopen = useReopenSubmission(roomId);
  const forget = useForgetStudent(roomId);
  const exportCsv = useExportResults(roomId, `${slug}-results.csv`);

  const onSort = useCallback((column: SortColumn) => setSort((current) => nextSort(current, column)), []);
  // Whose dialog closed last, to put focus back on their row.
  const focusGuest = useRef<string | null>(null);
  const open = useCallback((kind: Dialog['kind'], student: ResultsStudent) => {
    focusGuest.current = student.guest.id;
    setDialog({ kind, student });
  }, []);
  const onReview = useCallback((student: ResultsStudent) => open('review', student), [open]);
  const onReopen = useCallback((student: ResultsStudent) => open('reopen', student), [open]);
  const onForget = useCallback((student: ResultsStudent) => open('forget', student), [open]);
  const onReport = useCallback((student: ResultsStudent) => {
    focusGuest.current = student.guest.id;
    setReportOf([student]);
  }, []);
  const onSpeaking = useCallback((student: ResultsStudent) => open('speaking', student), [open]);
  const onExtraTime = useCallback((student: ResultsStudent) => open('extra', student), [open]);
  // Each callback is stable, so the table's memoised rows keep them.
  const actions = { onReview, onReopen, onForget, onReport, onSpeaking, onExtraTime };
  const close = () => setDialog(null);
  // The menu item that opened a dialog is gone when it closes: focus goes to the student's Actions button,
  // or to the search box when the student is gone (or the other tab is shown).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const id = focusGuest.current;
    const actions = id ? document.querySelector<HTMLElement>(`[data-student-actions="${id}"]`) : null;
    (actions ?? searchRef.current)?.focus();
  };

  const name = (student: ResultsStudent) => student.guest.name || 'Unnamed student';
  const confirmReopen = () => {
    const student = dialog?.student;
    const submission = student?.submission;
    close();
    if (!student || !submission) return;
    reopen.mutate(submission.id, {
      onSuccess: () => toast.success(`${name(student)} may go on: their submission is a draft again.`),
    });
  };
  const confirmForget = () => {
    const student = dialog?.student;
    close();
    if (!student) return;
    forget.mutate(student.guest.id, {
      onSuccess: () => toast.success(`Deleted ${name(student)}’s data.`),
    });
  };
  const download = () =>
    exportCsv.mutate(undefined, {
      onSuccess: (file) => toast.success(`Saved ${file}`),
    });

  return (
    <div className="flex flex-col gap-4">
      <ClassSummary
        summary={summary}
        actions={
          <div className="flex flex-wrap gap-2">
            {hasWritingExam(exams) ? <MarkingLink roomId={roomId} slug={slug} /> : null}
            <Button variant="outline" size="sm" onClick={download} disabled={exportCsv.isPending}>
              <Download aria-hidden="true" />
              {exportCsv.preparing ? 'Preparing…' : exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setReportOf(students)}>
              <Printer aria-hidden="true" />
              Print reports
            </Button>
          </div>
        }
      />
      <NotStartedList students={results.notStarted} />
      {refreshError && isPreparing(refreshError) ? (
        <p role="status" className="text-sm text-muted-foreground">
          Preparing the latest results…
        </p>
      ) : refreshError ? (
        <p role="status" className="text-sm text-destructive">
          Live updates paused: {errorMessage(refreshError)}. Trying again…
        </p>
      ) : null}
      <ViewTabs tabs={TABS} value={view} onChange={setView} label="Results views">
        {view === 'students' ? (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <div className="relative min-w-0 max-w-sm flex-1">
                <Label htmlFor="results-search" className="sr-only">
                  Search students
                </Label>
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id="results-search"
                  ref={searchRef}
                  type="search"
                  placeholder="Search by name or e-mail"
                  autoComplete="off"
                  className="pl-9"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <ColumnsMenu choices={columns.choices} shown={columns.shown} onChange={columns.change} />
            </div>
            {rows.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                No student matches “{query}”.
              </p>
            ) : narrow ? (
              <StudentCards rows={rows} exams={exams} shown={columns.shown} {...actions} />
            ) : (
              <StudentsTable
                rows={rows}
                exams={exams}
                shown={columns.shown}
                sort={sort}
                onSort={onSort}
                {...actions}
              />
            )}
          </div>
        ) : view === 'questions' ? (
          <ItemAnalysis roomId={roomId} exams={exams} />
        ) : (
          <AuditHistory roomId={roomId} slug={slug} timeZone={results.room.time_zone} />
        )}
      </ViewTabs>

      {reportOf.length > 0 ? (
        <Suspense fallback={null}>
          <ReportDialog
            roomId={roomId}
            roomName={results.room.name}
            students={reportOf}
            onClose={() => setReportOf([])}
            onCloseAutoFocus={reportOf.length === 1 ? returnFocus : undefined}
          />
        </Suspense>
      ) : null}
      <ReviewDialog
        roomId={roomId}
        exams={exams}
        student={dialog?.kind === 'review' ? dialog.student : null}
        onClose={close}
        onReopen={onReopen}
        onCloseAutoFocus={returnFocus}
        timeZone={results.room.time_zone}
      />
      <SpeakingDialog
        roomId={roomId}
        student={dialog?.kind === 'speaking' ? dialog.student : null}
        onClose={close}
        onCloseAutoFocus={returnFocus}
      />
      <ExtraTimeDialog
        roomId={roomId}
        student={
          dialog?.kind === 'extra' ? { id: dialog.student.guest.id, name: name(dialog.student) } : null
        }
        onClose={close}
        onCloseAutoFocus={returnFocus}
      />
      <ConfirmDialog
        open={dialog?.kind === 'reopen'}
        title="Reopen this submission?"
        confirmLabel="Reopen"
        onConfirm={confirmReopen}
        onCancel={close}
        onCloseAutoFocus={returnFocus}
      >
        <p>
          {dialog ? name(dialog.student) : ''} may go on writing: their submission is removed and its answers
          become their draft again. Their score is gone until they submit again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'forget'}
        title="Delete this student’s data?"
        confirmLabel="Delete data"
        destructive
        onConfirm={confirmForget}
        onCancel={close}
        onCloseAutoFocus={returnFocus}
      >
        <p>
          Everything {dialog ? name(dialog.student) : ''} wrote in this room is deleted, submitted or not, and
          their name and e-mail too unless another room holds their answers. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
