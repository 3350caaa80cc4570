import type { AwayEvent, AwayEventKind } from '@/lib/api-types';
import { formatRoomTime } from '@/lib/room-time';
import { formatDuration } from '../lib/format';

const WHAT: Record<AwayEventKind, string> = {
  hidden: 'Left the test’s page',
  blur: 'Window out of focus',
  paste: 'Pasted into a box',
};

/** On the room's clock (docs/product.md, "Times in the room's zone"). */
const timeOf = (at: string, timeZone?: string) =>
  formatRoomTime(at, timeZone, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * When a student left the test and pasted, oldest first, as the sheet recorded it (docs/architecture.md,
 * "Exam day"): the review's answer to "when", beside the results table's counts.
 */
export function AwayLog({ events, timeZone }: { events: AwayEvent[]; timeZone?: string }) {
  return (
    <section aria-labelledby="away-log-title">
      <h3 id="away-log-title" className="mb-1 text-sm font-semibold">
        Leaving the test
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Did not leave the test or paste.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-1 pr-2 font-medium">
                At
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                What
              </th>
              <th scope="col" className="py-1 font-medium">
                For
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={`${event.at}-${index}`} className="border-b last:border-b-0">
                <td className="py-1 pr-2 tabular-nums">{timeOf(event.at, timeZone)}</td>
                <td className="py-1 pr-2">{WHAT[event.kind]}</td>
                <td className="py-1 tabular-nums">
                  {event.kind === 'paste' ? '—' : formatDuration(event.seconds * 1000)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
