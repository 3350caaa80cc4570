import { ArrowDown, ArrowUp, ArrowUpDown, MoreHorizontal } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ResultsExam, ResultsStudent } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { bandOrPercent, formatDuration } from '../lib/format';
import type { SortColumn, SortState, StudentRow } from '../lib/students';

export interface StudentActions {
  onReview: (student: ResultsStudent) => void;
  onReopen: (student: ResultsStudent) => void;
  onForget: (student: ResultsStudent) => void;
}

interface Props extends StudentActions {
  rows: StudentRow[];
  exams: ResultsExam[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
}

// The name column stays in view while a phone scrolls the table sideways.
const stickyCell = 'sticky left-0 z-10 bg-background';

/**
 * Every student, one row each. Rows are memoised on their data, which the query keeps identical while a
 * student does not change, so a refresh every 2 s re-renders only the students who moved.
 */
export function StudentsTable({ rows, exams, sort, onSort, ...actions }: Props) {
  const header = (column: SortColumn, label: string, className?: string) => (
    <SortHeader
      key={column}
      column={column}
      label={label}
      sort={sort}
      onSort={onSort}
      className={className}
    />
  );
  return (
    // Focusable, so the keyboard can scroll it sideways on a narrow screen.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label="Students" tabIndex={0} className="overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b bg-muted text-left">
          <tr>
            {header('name', 'Name', cn(stickyCell, 'bg-muted'))}
            {header('email', 'E-mail')}
            {header('status', 'Status')}
            {header('score', 'Score')}
            {/* Exam names are long ("IELTS Listening — Practice Test 1"): they wrap. */}
            {exams.map((exam) =>
              header(`exam:${exam.id}`, exam.name, 'min-w-[8rem] [&>button]:whitespace-normal'),
            )}
            {header('time', 'Time taken')}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <StudentRowView key={row.key} row={row} exams={exams} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  className?: string;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={cn('p-0', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="flex w-full items-center gap-1 whitespace-nowrap px-3 py-2 text-left font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        {label}
        <Icon className={cn('size-3.5 shrink-0', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}

const StudentRowView = memo(function StudentRowView({
  row,
  exams,
  onReview,
  onReopen,
  onForget,
}: { row: StudentRow; exams: ResultsExam[] } & StudentActions) {
  const { student } = row;
  const { guest, submission } = student;
  const name = guest.name || 'Unnamed student';
  return (
    <tr className="border-b last:border-b-0 hover:bg-muted/40">
      <th scope="row" className={cn(stickyCell, 'max-w-[10rem] px-3 py-2 text-left font-medium')}>
        {submission ? (
          <button
            type="button"
            onClick={() => onReview(student)}
            className="block max-w-full truncate text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {name}
          </button>
        ) : (
          <span className="block truncate">{name}</span>
        )}
      </th>
      <td className="max-w-[14rem] truncate px-3 py-2 text-muted-foreground">{guest.email}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {submission ? (
          'Submitted'
        ) : (
          <>
            In progress{' '}
            <span className="tabular-nums text-muted-foreground">
              {student.answered ?? 0}/{student.total}
            </span>
          </>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        {submission ? `${submission.score}/${submission.total}` : '—'}
      </td>
      {exams.map((exam) => {
        const score = submission?.exams[exam.id];
        return (
          <td key={exam.id} className="whitespace-nowrap px-3 py-2 tabular-nums">
            {score ? (
              <>
                {score.score}/{score.total}
                <span className="block text-xs text-muted-foreground">{bandOrPercent(score)}</span>
              </>
            ) : (
              '—'
            )}
          </td>
        );
      })}
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDuration(row.timeTaken)}</td>
      <td className="px-2 py-1 text-right">
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
            {submission ? (
              <>
                <DropdownMenuItem onSelect={() => onReview(student)}>Review answers</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onReopen(student)}>Reopen submission</DropdownMenuItem>
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
      </td>
    </tr>
  );
});
