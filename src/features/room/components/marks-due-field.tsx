// The date a room's marks are due (docs/product.md, "Turnaround"): from the day after it, the marking queue
// and the dashboard count every script still unmarked as overdue. Saved at once, like the other settings.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface Props {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onSave: (date: string) => void;
}

export function MarksDueField({ value, onSave }: Props) {
  return (
    <div className="grid gap-1">
      <Label htmlFor="setting-marks-due">Marks due</Label>
      <p id="setting-marks-due-description" className="text-sm text-muted-foreground">
        The day Writing marks should be released, on the room’s clock. From the next day every script still
        unmarked counts as overdue. None: nothing is ever overdue.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id="setting-marks-due"
          type="date"
          className="w-auto"
          aria-describedby="setting-marks-due-description"
          value={value}
          // A date input reports '' while a date is half typed: only a whole date (or a cleared field) is saved.
          onChange={(event) => {
            if (event.target.value !== '' || event.target.validity.valid) onSave(event.target.value);
          }}
        />
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onSave('')}>
            No date due
          </Button>
        ) : null}
      </div>
    </div>
  );
}
