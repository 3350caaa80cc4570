import { Clock } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { SortHeader } from '@/components/sort-header';
import { Button } from '@/components/ui/button';
import type { LiveStudent } from '@/lib/api-types';
import { plural } from '@/lib/plural';
import { useWindowRows } from '@/lib/use-window-rows';
import { cn } from '@/lib/utils';
import { extraTimeLabel } from '@/lib/extra-time';
import {
  formatAway,
  hasClock,
  statusLabel,
  type LiveColumn,
  type LiveRow,
  type LiveSort,
} from '../lib/live-rows';
import { Ago, TimeLeft } from './live-clock';

interface Props {
  rows: LiveRow[];
  sort: LiveSort;
  onSort: (column: LiveColumn) => void;
  onExtraTime: (student: LiveStudent) => void;
}

// The name column stays in view while a phone scrolls the table sideways.
const stickyCell = 'sticky left-0 z-10 bg-background';

// As the results table (docs/architecture.md, "Exam day"): a class this large renders only the rows near
// the viewport; smaller ones render whole, so find-in-page sees everyone.
export const VIRTUAL_FROM = 150;
// Every row is this tall (the e-mail under the name), so none is measured: measuring each row as it
// showed forced a layout and a pass over all 2,000 positions per row, the first load's longest task.
const ROW_HEIGHT = 53;
const COLUMNS = 9;

/**
 * Every student, one row each. Rows are memoised on their data, which the query keeps identical while a
 * student does not change; the clocks in them tick on their own (live-clock.tsx).
 */
export function LiveTable({ rows, sort, onSort, onExtraTime }: Props) {
  const header = (column: LiveColumn, label: ReactNode, className?: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={sort}
      onSort={onSort}
      className={className}
      buttonClassName="px-2.5"
    />
  );
  const virtual = rows.length >= VIRTUAL_FROM;
  return (
    // Focusable, so the keyboard can scroll it sideways on a narrow screen.
    <div
      role="region"
      aria-label="Students"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border"
    >
      <table className="w-full border-collapse text-sm" aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <thead className="border-b bg-muted text-left">
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {header('name', 'Name', cn(stickyCell, 'bg-muted'))}
            {header('status', 'Status')}
            {header('answered', 'Answered')}
            {header('updated', 'Last save')}
            {header('left', 'Time left')}
            {header('extra', 'Extra time')}
            {header('away', 'Away')}
            {header('pastes', 'Pastes')}
            <th scope="col" className="px-1 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {virtual ? (
          <VirtualBody rows={rows} onExtraTime={onExtraTime} />
        ) : (
          <tbody>
            {rows.map((row) => (
              <LiveRowView key={row.key} row={row} onExtraTime={onExtraTime} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** The rows near the window's viewport, with spacer rows standing for the others. */
function VirtualBody({ rows, onExtraTime }: Pick<Props, 'rows' | 'onExtraTime'>) {
  const { bodyRef, items, spacerBefore, spacerAfter } = useWindowRows({
    count: rows.length,
    keyOf: (index) => rows[index]!.key,
    rowHeight: ROW_HEIGHT,
    columns: COLUMNS,
  });
  return (
    <tbody ref={bodyRef}>
      {spacerBefore}
      {items.map((item) => (
        <LiveRowView
          key={item.key}
          row={rows[item.index]!}
          rowIndex={item.index + 2}
          onExtraTime={onExtraTime}
        />
      ))}
      {spacerAfter}
    </tbody>
  );
}

const cell = 'whitespace-nowrap px-2.5 py-2 tabular-nums';

const LiveRowView = memo(function LiveRowView({
  row,
  onExtraTime,
  rowIndex,
}: {
  row: LiveRow;
  onExtraTime: (student: LiveStudent) => void;
  /** Its place in the whole table (header = 1), when only some rows are rendered. */
  rowIndex?: number;
}) {
  const { student } = row;
  const { guest, away } = student;
  const name = guest.name || 'Unnamed student';
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height: ROW_HEIGHT }}
      className="border-b last:border-b-0 hover:bg-muted/40"
    >
      <th scope="row" className={cn(stickyCell, 'max-w-[11rem] px-2.5 py-2 text-left font-medium')}>
        <span className="block truncate">{name}</span>
        <span className="block truncate text-xs font-normal text-muted-foreground">{guest.email}</span>
      </th>
      <td className="whitespace-nowrap px-2.5 py-2">{statusLabel(student)}</td>
      <td className={cell}>
        {student.answered}/{student.total}
      </td>
      <td className={cell}>{row.updated === null ? '—' : <Ago at={row.updated} />}</td>
      <td className={cell}>{hasClock(row) ? <TimeLeft deadline={row.deadline!} /> : '—'}</td>
      <td className={cell}>{extraTimeLabel(student) ?? '—'}</td>
      <td className={cell}>
        {away.count ? (
          <>
            <span aria-hidden="true">{away.count}×</span>
            <span className="sr-only">{plural(away.count, 'time')}, </span>
            <span className="block text-xs text-muted-foreground">{formatAway(away.seconds)}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td className={cell}>{student.pastes || '—'}</td>
      <td className="px-1 py-1 text-right">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Extra time for ${name}`}
          data-live-extra={guest.id}
          onClick={() => onExtraTime(student)}
        >
          <Clock aria-hidden="true" />
          Extra time
        </Button>
      </td>
    </tr>
  );
});
