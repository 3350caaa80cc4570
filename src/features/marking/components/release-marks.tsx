import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useReleaseMarks } from '../api/release-marks';

/** "Release marks" / "Withdraw release", asked first, and the state said beside it. */
export function ReleaseMarks({
  roomId,
  slug,
  released,
}: {
  roomId: string;
  slug: string;
  released: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const release = useReleaseMarks(roomId, slug);
  const confirm = () => {
    setAsking(false);
    release.mutate(!released);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {released
          ? 'Marks released: students whose room shows results see their bands and comments.'
          : 'Marks not released: students see no Writing band yet.'}
      </p>
      <Button
        type="button"
        size="sm"
        variant={released ? 'outline' : 'default'}
        disabled={release.isPending}
        onClick={() => setAsking(true)}
      >
        {released ? 'Withdraw release' : 'Release marks'}
      </Button>
      <ConfirmDialog
        open={asking}
        title={released ? 'Withdraw the release?' : 'Release the marks?'}
        confirmLabel={released ? 'Withdraw release' : 'Release marks'}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          {released
            ? 'Students no longer see their Writing bands and comments; the marks are kept.'
            : 'Students whose room shows results (Score or Review) see their Writing bands, criteria and comments. In an anonymous room, names show on the scripts from now on.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
