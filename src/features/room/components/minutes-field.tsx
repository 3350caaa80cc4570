import { useState, type KeyboardEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TIME_LIMIT_MAX } from '@/rules/limits';
import { cn } from '@/lib/utils';
import type { ParsedMinutes } from '../room-settings';

interface Props {
  id: string;
  label: string;
  description: string;
  /** The room's value. */
  value: number;
  /** What was typed, as the minutes to save or the error to show. */
  parse: (text: string) => ParsedMinutes;
  onSave: (minutes: number) => void;
}

/**
 * Whole minutes (the room's time limit, an exam's own time), saved on Enter or on leaving the field once
 * they are valid; else the error shows and what was typed stays to be corrected. Once saved, the field
 * shows the room's value again: the new one, or the old one if the save is refused.
 */
export function MinutesField({ id, label, description, value, parse, onSave }: Props) {
  /** What is being typed; null: not editing, the room's value shows. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = () => {
    if (draft === null) return;
    const parsed = parse(draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setDraft(null);
    if (parsed.minutes !== value) onSave(parsed.minutes);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save();
  };
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {description}
      </p>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={TIME_LIMIT_MAX}
        step={1}
        className="w-32"
        value={draft ?? String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-description`, error && `${id}-error`)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={onKeyDown}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
