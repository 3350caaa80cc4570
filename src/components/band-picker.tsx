import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/** Every whole band a criterion takes (Writing's and Speaking's). */
export const BANDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

interface Props {
  /** The criterion's name: the group's label. */
  label: string;
  value: number | undefined;
  onChange: (band: number) => void;
  /** The id of the error under it, when the server or the check named this criterion. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * A criterion's whole band 0–9 as a radio group of buttons (docs/product.md, "Marking"), used for Writing
 * and Speaking alike: one Tab stop; a digit sets the
 * band, the arrow keys move it, Home and End go to 0 and 9.
 */
export function BandPicker({ label, value, onChange, errorId, invalid }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (band: number) => {
    onChange(band);
    buttons.current[band]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const current = value ?? -1;
    let band: number | null = null;
    if (/^[0-9]$/.test(event.key)) band = Number(event.key);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') band = Math.min(9, current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      band = Math.max(0, current < 0 ? 0 : current - 1);
    else if (event.key === 'Home') band = 0;
    else if (event.key === 'End') band = 9;
    if (band === null) return;
    event.preventDefault();
    choose(band);
  };
  // The Tab stop: the chosen band, or 0 while none is.
  const tabStop = value ?? 0;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      // The group is reached through its chosen band's button, not by Tab itself.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1"
    >
      {BANDS.map((band) => (
        <button
          key={band}
          ref={(node) => {
            buttons.current[band] = node;
          }}
          type="button"
          role="radio"
          aria-checked={value === band}
          tabIndex={band === tabStop ? 0 : -1}
          onClick={() => choose(band)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md border text-sm font-medium tabular-nums',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            value === band
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background hover:bg-accent hover:text-accent-foreground',
            invalid && value !== band && 'border-destructive',
          )}
        >
          {band}
        </button>
      ))}
    </div>
  );
}
