import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/** The browser's own <select> (its picker on phones, its keyboard use) in the look of the Input primitive. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full has-[select:disabled]:opacity-60">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed aria-[invalid=true]:border-destructive md:text-sm',
          className,
        )}
        {...props}
      />
      <ChevronDown
        data-slot="native-select-icon"
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  );
}
