import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';

/** The guest layout (docs/product.md, "Guest sheet"): the room's name and the dark-mode toggle above the sheet. */
export function GuestLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 md:px-6">
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
            {title ?? 'AnswerSheet'}
          </h1>
          <ThemeToggle />
        </div>
      </header>
      {children}
    </div>
  );
}
