// The volume slider of the listening recordings (lib/volume.ts): gives its volume to the recording beside it
// (at once and at every change) and keeps it for the sound check's sample; by mouse, touch or the arrow keys.
import { Volume2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { readVolume, writeVolume } from '../lib/volume';

interface Props {
  /** Sets the recording's volume (0–1); none for the sound check, which reads the setting as it plays. */
  onVolume?: (volume: number) => void;
}

export function VolumeControl({ onVolume }: Props) {
  const [volume, setVolume] = useState(readVolume);
  const id = useId();
  useEffect(() => onVolume?.(volume), [onVolume, volume]);
  return (
    <span className="flex items-center gap-1.5">
      <Volume2 aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="text-sm">
        Volume
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        aria-valuetext={`${Math.round(volume * 100)}%`}
        onChange={(event) => {
          const next = Number(event.target.value) / 100;
          setVolume(next);
          writeVolume(next);
        }}
        className="w-24 accent-primary"
      />
    </span>
  );
}
