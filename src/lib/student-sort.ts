// Sorting a table of students by one column, as the results and live screens do: the column's value per
// row, rows without one last in both directions, and ties in name order so a refresh does not shuffle
// equal rows. Pure, so each screen's sorting is tested without it.

export type SortDirection = 'ascending' | 'descending';
export interface SortState<Column extends string> {
  column: Column;
  direction: SortDirection;
}
export type SortValue = string | number | null;

/** A row of one student: `key` is the guest id. */
export interface StudentKeyed {
  key: string;
  student: { guest: { name: string } };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The sort after a click on `column`: the other direction on the sorted column, else ascending. */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
): SortState<Column> {
  return current.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };
}

/** Rows sorted by `valueOf(row, column)` (see above). */
export function sortStudents<Row extends StudentKeyed, Column extends string>(
  rows: Row[],
  { column, direction }: SortState<Column>,
  valueOf: (row: Row, column: Column) => SortValue,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = typeof x === 'string' ? collator.compare(x, String(y)) : x - Number(y);
      if (order !== 0) return sign * order;
    }
    return (
      collator.compare(a.student.guest.name, b.student.guest.name) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
    );
  });
}
