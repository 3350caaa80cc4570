import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { FieldError } from '@/components/ui/field-error';
import { BAND_SUMMARIES } from '../lib/band-summaries';
import { BandPicker, BANDS } from '@/components/band-picker';
import type { WritingCriterion } from '../lib/criteria';

interface Props {
  criterion: WritingCriterion;
  name: string;
  value: number | undefined;
  error?: string;
  onChange: (band: number) => void;
}

/** One criterion: its name, the band picker, what each band means one click away, and its error. */
export function CriterionField({ criterion, name, value, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  return (
    // The whole field is the collapsible, so the bands' meanings open below its name across its width, and
    // the name and the trigger keep their places whether it is open or not.
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className="grid gap-2 rounded-md border p-3"
      // docs/product.md, "Keyboard marking": one Tab stop per criterion (its bands); ? shows what they mean.
      onKeyDown={(event) => {
        if (event.key !== '?') return;
        event.preventDefault();
        setOpen((was) => !was);
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h3 id={`${id}-name`} className="text-sm font-semibold">
          {name}
        </h3>
        <CollapsibleTrigger
          tabIndex={-1}
          aria-keyshortcuts="?"
          className="group inline-flex items-center gap-1 rounded-sm text-xs text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          What the bands mean
          <ChevronDown
            className="size-3 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </CollapsibleTrigger>
      </div>
      <CollapsibleContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-xs">
          {BANDS.map((band) => (
            <div key={band} className="contents">
              <dt className={value === band ? 'font-bold' : 'font-medium'}>{band}</dt>
              <dd className={value === band ? 'font-semibold' : 'text-muted-foreground'}>
                {BAND_SUMMARIES[criterion][band]}
              </dd>
            </div>
          ))}
        </dl>
      </CollapsibleContent>
      <BandPicker
        label={name}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        errorId={error ? errorId : undefined}
      />
      {value !== undefined ? (
        <p className="text-xs text-muted-foreground">
          Band {value}: {BAND_SUMMARIES[criterion][value]}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </Collapsible>
  );
}
