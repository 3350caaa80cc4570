import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rows of a long table body near the window's viewport (the window scrolls, not the table), for the
 * results and live tables: the virtual items, and spacer rows standing for the rows above and below them.
 * `rowHeight` is every row's height, or the estimate of one when `measure` measures each as it shows.
 */
export function useWindowRows({
  count,
  keyOf,
  rowHeight,
  columns,
  measure = false,
}: {
  count: number;
  /** The key of the row at an index (the guest id). */
  keyOf: (index: number) => string;
  rowHeight: number;
  columns: number;
  measure?: boolean;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setTop(body.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: top,
    getItemKey: keyOf,
    // A row not laid out (yet) measures 0: it keeps the estimate rather than pulling in every row.
    ...(measure && { measureElement: (row: Element) => row.getBoundingClientRect().height || rowHeight }),
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start - top : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - top) : 0;
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true">
        <td colSpan={columns} className="p-0" style={{ height }} />
      </tr>
    ) : null;
  return {
    bodyRef,
    items,
    measureElement: measure ? virtualizer.measureElement : undefined,
    spacerBefore: spacer(before),
    spacerAfter: spacer(after),
  };
}
