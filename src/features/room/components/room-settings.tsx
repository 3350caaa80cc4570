import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { RoomPatchBody, RoomRecord, RoomSettings as Settings } from '@/lib/api-types';
import { parseTimeLimit, roomSettings } from '../room-settings';
import { CollectAnswers } from './collect-answers';
import { MarksDueField } from './marks-due-field';
import { MinutesField } from './minutes-field';
import { ClassField } from '@/components/class-field';
import { TimeZoneField } from './time-zone-field';

interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
}

const AUDIO_CHOICES: Choice<Settings['audio']>[] = [
  { value: 'free', label: 'Free', description: 'The player has every control: pause, seek and replay.' },
  {
    value: 'once',
    label: 'Once',
    description:
      'The IELTS way: Play starts it, with no pause, no seeking and no replay after the end; a reload picks up where it should be.',
  },
];

const DELIVERY_CHOICES: Choice<NonNullable<Settings['delivery']>>[] = [
  {
    value: 'computer',
    label: 'On computer',
    description:
      'As the IELTS test on computer looks: the passage beside the questions, a part at a time, the bar of question numbers at the foot.',
  },
  {
    value: 'paper',
    label: 'On paper',
    description: 'The answer sheet of numbered boxes, with the question paper in the Paperwork view.',
  },
];

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
          What students may do and see. Changes are saved at once.
        </p>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="setting-accepting"
          className="mt-0.5"
          checked={settings.accepting}
          aria-describedby="setting-accepting-description"
          onCheckedChange={(checked) => onPatch({ accepting: checked === true })}
        />
        <div className="grid gap-1">
          <Label htmlFor="setting-accepting">Accepting answers</Label>
          <p id="setting-accepting-description" className="text-sm text-muted-foreground">
            Off closes the room: students still open it and see “This room is closed.”, with no answer boxes.
            Sheets still open stay unsubmitted; “Collect answers now” submits them and closes the room.
          </p>
        </div>
      </div>
      <MinutesField
        id="setting-time-limit"
        label="Time limit (minutes)"
        description="0 means no limit. Otherwise each student has this long from their own “Let's go”; the sheet submits itself when the time is up."
        value={settings.time_limit}
        parse={parseTimeLimit}
        onSave={(minutes) => onPatch({ time_limit: minutes })}
      />
      <TimeZoneField value={room.time_zone ?? ''} onSave={(time_zone) => onPatch({ time_zone })} />
      <MarksDueField value={room.marks_due ?? ''} onSave={(marks_due) => onPatch({ marks_due })} />
      <ClassField value={room.Class ?? ''} onSave={(Class) => onPatch({ Class })} />
      <ChoiceGroup
        legend="The test"
        name="delivery"
        choices={DELIVERY_CHOICES}
        value={settings.delivery ?? 'computer'}
        onChange={(delivery) => onPatch({ delivery })}
      />
      <ChoiceGroup
        legend="Audio"
        name="audio"
        choices={AUDIO_CHOICES}
        value={settings.audio}
        onChange={(audio) => onPatch({ audio })}
      />
      <div className="flex items-start gap-3">
        <Checkbox
          id="setting-anonymous-marking"
          className="mt-0.5"
          checked={settings.anonymous_marking === true}
          aria-describedby="setting-anonymous-marking-description"
          onCheckedChange={(checked) => onPatch({ anonymous_marking: checked === true })}
        />
        <div className="grid gap-1">
          <Label htmlFor="setting-anonymous-marking">Anonymous marking</Label>
          <p id="setting-anonymous-marking-description" className="text-sm text-muted-foreground">
            Writing scripts are marked as “Script 1”, “Script 2”… without the student’s name until the marks
            are released.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="setting-double-marking"
          className="mt-0.5"
          checked={room.double_marking === true}
          aria-describedby="setting-double-marking-description"
          onCheckedChange={(checked) => onPatch({ double_marking: checked === true })}
        />
        <div className="grid gap-1">
          <Label htmlFor="setting-double-marking">Double marking</Label>
          <p id="setting-double-marking-description" className="text-sm text-muted-foreground">
            Each Writing script is marked by two members, the second not seeing the first’s mark. Marks more
            than 1 band apart (or 2 on a criterion) need an agreed mark; otherwise the two are averaged.
          </p>
        </div>
      </div>
      <ChoiceGroup
        legend="Results students see"
        name="results"
        choices={RESULTS_CHOICES}
        value={settings.results}
        onChange={(results) => onPatch({ results })}
      />
      <CollectAnswers room={room} />
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
