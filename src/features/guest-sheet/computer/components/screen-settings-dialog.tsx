// "Settings" of the test on computer: text size and colours, kept on this device (lib/screen-settings.ts).
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  COLOURS,
  COLOURS_LABELS,
  TEXT_SIZE_LABELS,
  TEXT_SIZES,
  type ScreenSettings,
} from '../lib/screen-settings';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ScreenSettings;
  onChange: (settings: ScreenSettings) => void;
}

function Choices<T extends string>({
  legend,
  name,
  list,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  list: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {list.map((item) => (
        <label key={item} className="flex items-center gap-2 py-0.5">
          <input
            type="radio"
            name={name}
            value={item}
            checked={value === item}
            onChange={() => onChange(item)}
            className="size-4 accent-primary"
          />
          {labels[item]}
        </label>
      ))}
    </fieldset>
  );
}

export function ScreenSettingsDialog({ open, onOpenChange, settings, onChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Screen settings</DialogTitle>
          <DialogDescription>Kept on this device for every test.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-10">
          <Choices
            legend="Text size"
            name="test-text"
            list={TEXT_SIZES}
            labels={TEXT_SIZE_LABELS}
            value={settings.text}
            onChange={(text) => onChange({ ...settings, text })}
          />
          <Choices
            legend="Colours"
            name="test-colours"
            list={COLOURS}
            labels={COLOURS_LABELS}
            value={settings.colours}
            onChange={(colours) => onChange({ ...settings, colours })}
          />
        </div>
        <DialogFooter>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
