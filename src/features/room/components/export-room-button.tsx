import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RoomRecord } from '@/lib/api-types';
import { toast } from '@/lib/toast';
import { useExportRoom } from '../api/export-room';

/** "Export room": downloads {slug}.zip, saying what it is fetching meanwhile; a failure says what failed. */
export function ExportRoomButton({ room }: { room: RoomRecord }) {
  const exporter = useExportRoom(room);
  const start = () =>
    exporter.mutate(undefined, { onSuccess: ({ name }) => toast.success(`Exported ${name}`) });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" onClick={start} loading={exporter.isPending}>
        <Download aria-hidden="true" />
        Export room
      </Button>
      <p role="status" className="text-xs text-muted-foreground">
        {exporter.isPending ? exporter.progress : ''}
      </p>
    </div>
  );
}
