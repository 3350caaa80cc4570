import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SortState } from '@/lib/student-sort';
import { cn } from '@/lib/utils';

/**
 * A sortable column's header: a button that sorts by it (again: the other way), its state in `aria-sort`
 * and an arrow. `buttonClassName` sets the cell's padding, which each table keeps its own.
 */
export function SortHeader<Column extends string>({
  column,
  label,
  sort,
  onSort,
  className,
  buttonClassName,
}: {
  column: Column;
  label: ReactNode;
  sort: SortState<Column>;
  onSort: (column: Column) => void;
  className?: string;
  buttonClassName?: string;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={cn('p-0', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'flex w-full items-center gap-1 whitespace-nowrap py-2 text-left font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          buttonClassName,
        )}
      >
        {label}
        <Icon className={cn('size-3.5 shrink-0', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}
