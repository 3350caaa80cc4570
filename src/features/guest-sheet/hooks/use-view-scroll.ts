import { useLayoutEffect, useRef, useState } from 'react';

export type SheetView = 'sheet' | 'paperwork';

/** The current view; each view comes back at the scroll position it was left at (docs/product.md, "Guest sheet"). */
export function useViewScroll(initial: SheetView = 'sheet') {
  const [view, setView] = useState<SheetView>(initial);
  const positions = useRef<Record<SheetView, number>>({ sheet: 0, paperwork: 0 });
  const switched = useRef(false);

  useLayoutEffect(() => {
    if (!switched.current) return;
    window.scrollTo(0, positions.current[view]);
  }, [view]);

  const show = (next: SheetView) => {
    if (next === view) return;
    positions.current[view] = window.scrollY;
    switched.current = true;
    setView(next);
  };
  return [view, show] as const;
}
