// The students as a list of cards on a phone (docs/product.md, "Results"): what the table's row says, one
// card each, nothing to scroll sideways. Only the columns the teacher shows are in a card.
import type { ResultsExam } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';
import type { OptionalColumn } from '../lib/columns';
import { examEntryParts, formatDuration } from '../lib/format';
import { BAND_COLUMNS, type StudentRow } from '../lib/students';
import { AwayCell, StudentMenu, type StudentActions } from './students-table';

interface Props extends StudentActions {
  rows: StudentRow[];
  exams: ResultsExam[];
  shown: Set<OptionalColumn>;
}

export function StudentCards({ rows, exams, shown, ...actions }: Props) {
  return (
    <ul aria-label="Students" className="grid gap-2">
      {rows.map((row) => {
        const { student } = row;
        const { guest, submission } = student;
        const name = guest.name || 'Unnamed student';
        const facts: [string, React.ReactNode][] = [
          ['Status', submission ? 'Submitted' : `In progress ${student.answered ?? 0}/${student.total}`],
          ['Score', submission ? `${submission.score}/${submission.total}` : '—'],
          ...exams.map((exam): [string, React.ReactNode] => {
            const entry = submission?.exams[exam.id];
            const parts = entry ? examEntryParts(entry) : null;
            return [exam.name, parts ? `${parts.main} · ${parts.detail}` : '—'];
          }),
          ...BAND_COLUMNS.filter(({ skill }) => shown.has(`band:${skill}`)).map(
            ({ skill, label }): [string, React.ReactNode] => [
              `${label} band`,
              formatBand(student.bands?.[skill]),
            ],
          ),
        ];
        if (shown.has('email')) facts.push(['E-mail', guest.email]);
        if (shown.has('time')) facts.push(['Time taken', formatDuration(row.timeTaken)]);
        if (shown.has('away')) facts.push(['Away', <AwayCell key="away" away={student.away} />]);
        if (shown.has('pastes')) facts.push(['Pastes', student.pastes || '—']);
        return (
          <li key={row.key} className="rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              {submission ? (
                <button
                  type="button"
                  onClick={() => actions.onReview(student)}
                  className="min-h-11 min-w-0 truncate text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {name}
                </button>
              ) : (
                <span className="min-w-0 truncate font-medium">{name}</span>
              )}
              <StudentMenu row={row} {...actions} />
            </div>
            {/* Two equal halves: a long exam name wraps in its own, never squeezing the value. */}
            <dl className="mt-1 grid gap-y-1 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="grid grid-cols-2 gap-x-3">
                  <dt className="min-w-0 break-words text-muted-foreground">{term}</dt>
                  <dd className="min-w-0 break-words tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
