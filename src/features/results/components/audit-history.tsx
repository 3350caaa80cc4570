import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { formatRoomTime } from '@/lib/room-time';
import { useAudit, useExportAudit } from '../api/get-audit';
import { AUDIT_ACTION_NAMES, describeChange } from '../lib/audit';

const WHEN: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * The room's history (docs/product.md, "History"): every change to a score or a mark, newest first, who made
 * it and what changed, with the same as a CSV file.
 */
export function AuditHistory({
  roomId,
  slug,
  timeZone,
}: {
  roomId: string;
  slug: string;
  timeZone?: string | null;
}) {
  const audit = useAudit(roomId);
  const exportAudit = useExportAudit(roomId, `${slug}-history.csv`);
  if (audit.isPending)
    return (
      <div role="status" aria-label="Loading the history" className="grid gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  if (audit.isError)
    return (
      <LoadError
        title="Could not load the history"
        error={audit.error}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  const items = audit.data;
  return (
    <section aria-labelledby="audit-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audit-title" className="text-lg font-semibold">
          History
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={items.length === 0 || exportAudit.isPending}
          onClick={() =>
            exportAudit.mutate(undefined, {
              onError: (error) => toast.error(`The history was not downloaded: ${errorMessage(error)}`),
            })
          }
        >
          <Download aria-hidden="true" />
          {exportAudit.isPending ? 'Downloading…' : 'Download history (CSV)'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Every change to a score or a mark in this room, newest first: accepted answers, edited keys, reopened
        submissions, marks, releases, extra time, pauses and collections.
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has changed yet.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Changes, newest first">
          {items.map((item) => (
            <li
              key={item.id}
              className="grid gap-0.5 rounded-md border px-3 py-2 text-sm sm:grid-cols-[10rem_1fr]"
            >
              <span className="tabular-nums text-muted-foreground">
                <time dateTime={item.at.replace(' ', 'T')}>{formatRoomTime(item.at, timeZone, WHEN)}</time>
              </span>
              <span>
                <span className="font-medium">{AUDIT_ACTION_NAMES[item.action]}</span>
                {item.target ? ` · ${item.target}` : ''}
                <span className="block text-muted-foreground">
                  {[describeChange(item), `by ${item.user?.name ?? 'an administrator'}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
