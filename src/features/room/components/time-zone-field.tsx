// The room's time zone (docs/product.md, "Times in the room's zone"): the times of its screens and of its
// CSV, for a class that sits in another zone than the browser's. Saved at once, like the other settings.
import { useMemo } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { timeZones } from '@/lib/room-time';

interface Props {
  value: string;
  onSave: (zone: string) => void;
}

export function TimeZoneField({ value, onSave }: Props) {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A zone the browser names otherwise (Asia/Ho_Chi_Minh is Asia/Saigon in some lists) stays choosable.
  const zones = useMemo(() => {
    const list = timeZones();
    return value && !list.includes(value) ? [value, ...list] : list;
  }, [value]);
  return (
    <div className="grid gap-1">
      <Label htmlFor="setting-time-zone">Time zone</Label>
      <p id="setting-time-zone-description" className="text-sm text-muted-foreground">
        The times on this room’s screens and in its CSV. None: each teacher’s browser on screen, UTC in files.
      </p>
      <NativeSelect
        id="setting-time-zone"
        className="max-w-sm"
        aria-describedby="setting-time-zone-description"
        value={value}
        onChange={(event) => onSave(event.target.value)}
      >
        <option value="">None (this browser: {browser})</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
