import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import type { PageHeaderState } from '@/lib/page-header';

/** The sticky header above every signed-in page: back link, title, subtitle, and a spinner while loading. */
export function PageHeaderBar({ header, menu }: { header: PageHeaderState; menu: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2 md:px-6">
        {menu}
        {header.backHref ? (
          <Link
            to={header.backHref}
            aria-label="Back"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-semibold tracking-tight">{header.title ?? ''}</h1>
          {header.subtitle ? (
            <p className="truncate text-sm text-muted-foreground">{header.subtitle}</p>
          ) : null}
        </div>
        {header.loading ? <Spinner label="Loading" className="text-muted-foreground" /> : null}
      </div>
    </header>
  );
}
