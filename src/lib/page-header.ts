// The authenticated layout's sticky header (header, subheader, backHref, loader):
// the layout owns it, each page says what it shows.
import { createContext, useContext, useEffect } from 'react';

export interface PageHeaderState {
  title?: string;
  subtitle?: string;
  backHref?: string;
  loading?: boolean;
}

export const PageHeaderContext = createContext<(state: PageHeaderState) => void>(() => {});

/** Sets the layout's header while the calling page is shown. */
export function usePageHeader({ title, subtitle, backHref, loading }: PageHeaderState): void {
  const setHeader = useContext(PageHeaderContext);
  useEffect(() => {
    setHeader({ title, subtitle, backHref, loading });
  }, [setHeader, title, subtitle, backHref, loading]);
  // Cleared when the page goes, so the next page never shows a stale title or spinner.
  useEffect(() => () => setHeader({}), [setHeader]);
}
