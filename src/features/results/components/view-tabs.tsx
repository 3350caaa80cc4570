import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Tab<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs in the WAI-ARIA manner: one tab stop, arrow keys (and Home/End) move between tabs, the chosen tab's
 * panel is the only one rendered.
 */
export function ViewTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: Tab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="inline-flex w-fit gap-1 rounded-md bg-muted p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${id}-${tab.value}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${tab.value}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-${value}-panel`} aria-labelledby={`${id}-${value}-tab`}>
        {children}
      </div>
    </div>
  );
}
