import { useId } from 'react';
import { Label } from '@/components/ui/label';
import type { RoomPatchBody, RoomRecord, RoomSettings as Settings } from '@/lib/api-types';
import { roomSettings } from '../room-settings';

interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
}

const RESULTS_CHOICES: Choice<Settings['results']>[] = [
  { value: 'hidden', label: 'Hidden', description: 'Students see only that their submission was recorded.' },
  {
    value: 'score',
    label: 'Score',
    description: 'Students see their score, and each exam’s score and band.',
  },
  {
    value: 'review',
    label: 'Review',
    description: 'The score, plus each of their answers marked right or wrong with the accepted answers.',
  },
];

/** The room's settings, each saved at once (and put back, with a toast, if the save fails). */
export function RoomSettings({
  room,
  onPatch,
}: {
  room: RoomRecord;
  onPatch: (body: RoomPatchBody) => void;
}) {
  const settings = roomSettings(room);
  return (
    <section aria-labelledby="room-settings-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <div>
        <h2 id="room-settings-title" className="text-lg font-semibold">
          Settings
        </h2>
        <p className="text-sm text-muted-foreground">
          What students see after submitting. Changes are saved at once.
        </p>
      </div>
      <ChoiceGroup
        legend="Results students see"
        name="results"
        choices={RESULTS_CHOICES}
        value={settings.results}
        onChange={(results) => onPatch({ results })}
      />
    </section>
  );
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((choice) => {
        const inputId = `${id}-${choice.value}`;
        return (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              id={inputId}
              name={`setting-${name}`}
              value={choice.value}
              checked={value === choice.value}
              aria-describedby={`${inputId}-description`}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <div className="grid gap-1">
              <Label htmlFor={inputId}>{choice.label}</Label>
              <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
                {choice.description}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
