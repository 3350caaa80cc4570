import { MoreHorizontal } from 'lucide-react';
import { memo, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { SortHeader } from '@/components/sort-header';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ResultsExam, ResultsStudent } from '@/lib/api-types';
import { plural } from '@/lib/plural';
import { useWindowRows } from '@/lib/use-window-rows';
import { cn } from '@/lib/utils';
import { formatBand } from '@/lib/marks';
import { paths } from '@/lib/paths';
import { examEntryParts, formatDuration } from '../lib/format';
import type { OptionalColumn } from '../lib/columns';
import { BAND_COLUMNS, type SortColumn, type SortState, type StudentRow } from '../lib/students';

export interface StudentActions {
  onReview: (student: ResultsStudent) => void;
  onReopen: (student: ResultsStudent) => void;
  onForget: (student: ResultsStudent) => void;
  /** The student's printable report card (src/features/report/). */
  onReport: (student: ResultsStudent) => void;
  onSpeaking: (student: ResultsStudent) => void;
  /** A whole percent more on every time limit (docs/architecture.md, "Exam day"). */
  onExtraTime: (student: ResultsStudent) => void;
}

/** The optional columns shown (lib/columns.ts), the same for every row. */
interface Columns {
  shown: Set<OptionalColumn>;
}

interface Props extends StudentActions, Columns {
  rows: StudentRow[];
  exams: ResultsExam[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
}

// The name column stays in view while a phone scrolls the table sideways.
const stickyCell = 'sticky left-0 z-10 bg-background';

// A class this large renders only the rows near the viewport (docs/product.md, "Results"): sorting 500
// rendered rows took half a second. Smaller classes render whole, so find-in-page and printing see everyone.
export const VIRTUAL_FROM = 150;
// A row with a band line under its score; rows are measured once shown.
const ROW_HEIGHT_ESTIMATE = 53;

/**
 * Every student, one row each. Rows are memoised on their data, which the query keeps identical while a
 * student does not change, so a refresh every 2 s re-renders only the students who moved.
 */
export function StudentsTable({ rows, exams, sort, onSort, shown, ...actions }: Props) {
  const bands = BAND_COLUMNS.filter(({ skill }) => shown.has(`band:${skill}`));
  const header = (column: SortColumn, label: ReactNode, className?: string) => (
    <SortHeader
      key={column}
      column={column}
      label={label}
      sort={sort}
      onSort={onSort}
      className={className}
      buttonClassName="px-2"
    />
  );
  return (
    // Focusable, so the keyboard can scroll it sideways on a narrow screen. Relative, so the header's
    // sr-only text is placed inside it, not off the side of a phone's page.
    <div
      role="region"
      aria-label="Students"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border"
    >
      <table
        className="w-full border-collapse text-sm"
        aria-rowcount={rows.length >= VIRTUAL_FROM ? rows.length + 1 : undefined}
      >
        <thead className="border-b bg-muted text-left">
          <tr aria-rowindex={rows.length >= VIRTUAL_FROM ? 1 : undefined}>
            {header('name', 'Name', cn(stickyCell, 'bg-muted'))}
            {shown.has('email') && header('email', 'E-mail')}
            {header('status', 'Status')}
            {header('score', 'Score')}
            {/* Exam names are long ("IELTS Listening — Practice Test 1"): they wrap. */}
            {exams.map((exam) =>
              header(`exam:${exam.id}`, exam.name, 'min-w-[6rem] [&>button]:whitespace-normal'),
            )}
            {/* "Reading band", not "Reading": an exam may be called "Reading". */}
            {bands.map(({ skill, label }) =>
              header(
                `band:${skill}`,
                <>
                  {label} <span className="sr-only">band</span>
                </>,
              ),
            )}
            {shown.has('time') && header('time', 'Time taken')}
            {shown.has('away') && header('away', 'Away')}
            {shown.has('pastes') && header('pastes', 'Pastes')}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {rows.length >= VIRTUAL_FROM ? (
          <VirtualBody rows={rows} exams={exams} shown={shown} {...actions} />
        ) : (
          <tbody>
            {rows.map((row) => (
              <StudentRowView key={row.key} row={row} exams={exams} shown={shown} {...actions} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** The rows near the window's viewport, with spacer rows standing for the others. */
function VirtualBody({
  rows,
  exams,
  shown,
  ...actions
}: { rows: StudentRow[]; exams: ResultsExam[] } & Columns & StudentActions) {
  const { bodyRef, items, measureElement, spacerBefore, spacerAfter } = useWindowRows({
    count: rows.length,
    keyOf: (index) => rows[index]!.key,
    rowHeight: ROW_HEIGHT_ESTIMATE,
    columns: exams.length + shown.size + 4,
    measure: true,
  });
  return (
    <tbody ref={bodyRef}>
      {spacerBefore}
      {items.map((item) => (
        <StudentRowView
          key={item.key}
          row={rows[item.index]!}
          exams={exams}
          shown={shown}
          rowIndex={item.index + 2}
          rowRef={measureElement}
          {...actions}
        />
      ))}
      {spacerAfter}
    </tbody>
  );
}

const StudentRowView = memo(function StudentRowView({
  row,
  exams,
  shown,
  rowIndex,
  rowRef,
  ...actions
}: {
  row: StudentRow;
  exams: ResultsExam[];
  /** Its place in the whole table (header = 1), when only some rows are rendered. */
  rowIndex?: number;
  rowRef?: Ref<HTMLTableRowElement>;
} & Columns &
  StudentActions) {
  const { student } = row;
  const { guest, submission, away } = student;
  const name = guest.name || 'Unnamed student';
  return (
    <tr
      ref={rowRef}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
      aria-rowindex={rowIndex}
      className="border-b last:border-b-0 hover:bg-muted/40"
    >
      <th scope="row" className={cn(stickyCell, 'max-w-[9rem] px-2 py-2 text-left font-medium')}>
        {submission ? (
          <button
            type="button"
            onClick={() => actions.onReview(student)}
            className="block max-w-full truncate text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {name}
          </button>
        ) : (
          <span className="block truncate">{name}</span>
        )}
      </th>
      {shown.has('email') && (
        <td className="max-w-[14rem] truncate px-2 py-2 text-muted-foreground">{guest.email}</td>
      )}
      <td className="whitespace-nowrap px-2 py-2">
        {submission ? (
          'Submitted'
        ) : (
          <>
            In progress{' '}
            <span className="block tabular-nums text-muted-foreground">
              {student.answered ?? 0}/{student.total}
            </span>
          </>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-2 tabular-nums">
        {submission ? `${submission.score}/${submission.total}` : '—'}
      </td>
      {exams.map((exam) => {
        const entry = submission?.exams[exam.id];
        const parts = entry ? examEntryParts(entry) : null;
        return (
          <td key={exam.id} className="px-2 py-2 tabular-nums">
            {parts ? (
              <>
                {parts.main}
                <span className="block text-xs text-muted-foreground">{parts.detail}</span>
              </>
            ) : (
              '—'
            )}
          </td>
        );
      })}
      {BAND_COLUMNS.filter(({ skill }) => shown.has(`band:${skill}`)).map(({ skill }) => (
        <td key={skill} className="whitespace-nowrap px-2 py-2 tabular-nums">
          {formatBand(student.bands?.[skill])}
        </td>
      ))}
      {shown.has('time') && (
        <td className="whitespace-nowrap px-2 py-2 tabular-nums">{formatDuration(row.timeTaken)}</td>
      )}
      {shown.has('away') && (
        <td className="whitespace-nowrap px-2 py-2 tabular-nums">
          <AwayCell away={away} />
        </td>
      )}
      {shown.has('pastes') && (
        <td className="whitespace-nowrap px-2 py-2 tabular-nums">{student.pastes || '—'}</td>
      )}
      <td className="px-2 py-1 text-right">
        <StudentMenu row={row} {...actions} />
      </td>
    </tr>
  );
});

/** How many times and how long a student was away. */
export function AwayCell({ away }: { away: ResultsStudent['away'] }) {
  return away.count ? (
    <>
      <span aria-hidden="true">{away.count}×</span>
      <span className="sr-only">{plural(away.count, 'time')}, </span>
      <span className="block text-xs text-muted-foreground">{formatDuration(away.seconds * 1000)}</span>
    </>
  ) : (
    '—'
  );
}

/** A student's actions: Speaking, extra time, the review, reopening, the report, deleting their data. */
export function StudentMenu({
  row,
  onReview,
  onReopen,
  onForget,
  onReport,
  onSpeaking,
  onExtraTime,
}: { row: StudentRow } & StudentActions) {
  const { student } = row;
  const { guest, submission } = student;
  const name = guest.name || 'Unnamed student';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${name}`}
          data-student-actions={guest.id}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onSpeaking(student)}>Speaking</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExtraTime(student)}>Extra time</DropdownMenuItem>
        {submission ? (
          <>
            <DropdownMenuItem onSelect={() => onReview(student)}>Review answers</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onReopen(student)}>Reopen submission</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onReport(student)}>Print report</DropdownMenuItem>
            {/* docs/product.md, "Students across mocks": every mock of this student in your rooms. */}
            <DropdownMenuItem asChild>
              <Link to={`${paths.admin.students}?q=${encodeURIComponent(guest.email)}`}>Student history</Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem
          className="text-destructive focus:bg-destructive focus:text-destructive-foreground"
          onSelect={() => onForget(student)}
        >
          Delete student’s data
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
