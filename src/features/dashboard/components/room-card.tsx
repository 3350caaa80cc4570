import { ChartColumn, ChevronDown, Copy, Ellipsis } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DuplicateRoomDialog } from '@/components/duplicate-room-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import type { ExamRecord, RoomRecord } from '@/lib/api-types';
import { enabledSections } from '@/lib/room-config';
import { paths } from '@/lib/paths';
import { plural } from '@/lib/plural';
import { cn } from '@/lib/utils';
import { formatRoomTime } from '@/lib/room-time';
import { NO_COUNTS, isTimed } from '../lib/room-state';

/**
 * One room: its name and slug link to the room; its state, counts and next deadline say what is happening
 * in it (docs/product.md, "Dashboard"); its exams list the sections a guest sees.
 */
export function RoomCard({ room }: { room: RoomRecord }) {
  const exams = room.expand?.Exams ?? [];
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex">
      <Card className="relative flex flex-1 flex-col transition-colors hover:border-primary/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
        <CardHeader>
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold leading-tight">
              {/* The link's box covers the card, so a click anywhere outside the exam toggles opens the room. */}
              <Link
                to={paths.admin.room(room.slug)}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {room.name}
              </Link>
            </h2>
            <RoomCardMenu room={room} />
          </div>
          <p className="text-sm text-muted-foreground">/{room.slug}</p>
          <RoomState room={room} />
        </CardHeader>
        {exams.length > 0 ? (
          <CardContent className="flex-1">
            <p className="mb-2 text-sm font-medium">Exams included</p>
            <div className="flex flex-col gap-2">
              {exams.map((exam) => (
                <ExamBlock key={exam.id} exam={exam} room={room} />
              ))}
            </div>
          </CardContent>
        ) : (
          <div className="flex-1" />
        )}
        <CardFooter className="flex flex-col items-start gap-3">
          {room.detail ? <p className="text-sm text-muted-foreground">{room.detail}</p> : null}
          {/* Above the card's link box, like the exam toggles. */}
          <Link
            to={paths.admin.roomResults(room.slug)}
            aria-label={`Results of ${room.name}`}
            className="relative z-10 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChartColumn className="size-4" aria-hidden="true" />
            Results
          </Link>
        </CardFooter>
      </Card>
    </article>
  );
}

/** The card's own menu (above its link box): Duplicate room, as on the room's page. */
function RoomCardMenu({ room }: { room: RoomRecord }) {
  const [duplicating, setDuplicating] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            size="icon"
            className="relative z-10 -mr-2 -mt-1 shrink-0"
            aria-label={`More for ${room.name}`}
          >
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDuplicating(true)}>
            <Copy aria-hidden="true" />
            Duplicate room
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DuplicateRoomDialog
        room={room}
        open={duplicating}
        onOpenChange={setDuplicating}
        onCloseAutoFocus={(event) => {
          // The menu item that opened the dialog is gone: focus goes back to the menu button.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}

const badge = 'rounded-full border px-2 py-0.5 text-xs font-medium';

/** Open or closed, timed, paused; who is writing, submitted and waiting for marks; the next deadline. */
function RoomState({ room }: { room: RoomRecord }) {
  const counts = room.counts ?? NO_COUNTS;
  const open = room.accepting !== false;
  return (
    <div className="flex flex-col gap-2 pt-1">
      <ul aria-label="State" className="flex flex-wrap gap-1.5">
        <li className={cn(badge, open ? 'border-success text-success' : 'text-muted-foreground')}>
          {open ? 'Open' : 'Closed'}
        </li>
        <li className={cn(badge, 'text-muted-foreground')}>
          {(room.time_limit ?? 0) > 0 ? `Timed, ${room.time_limit} min` : isTimed(room) ? 'Timed' : 'Untimed'}
        </li>
        {room.paused_at ? <li className={cn(badge, 'border-warning text-warning')}>Paused</li> : null}
        <TurnaroundBadges room={room} />
      </ul>
      <p className="text-sm">
        {plural(counts.writing, 'writing', 'writing')} · {counts.submitted} submitted
        {counts.to_mark > 0 ? ` · ${plural(counts.to_mark, 'script')} to mark` : ''}
      </p>
      {room.next_deadline ? (
        <p className="text-sm text-muted-foreground">
          Next deadline{' '}
          <time dateTime={room.next_deadline.replace(' ', 'T')}>
            {formatRoomTime(room.next_deadline, room.time_zone)}
          </time>
          {room.time_zone ? ` (${room.time_zone})` : ''}
        </p>
      ) : null}
    </div>
  );
}

/** docs/product.md, "Turnaround": the overdue scripts, or whether the marks were released on time. */
function TurnaroundBadges({ room }: { room: RoomRecord }) {
  const overdue = room.counts?.overdue ?? 0;
  return (
    <>
      {overdue > 0 ? (
        <li className={cn(badge, 'border-destructive text-destructive')}>
          {plural(overdue, 'script')} overdue
        </li>
      ) : null}
      {room.released_on_time === true ? (
        <li className={cn(badge, 'border-success text-success')}>Released on time</li>
      ) : room.released_on_time === false ? (
        <li className={cn(badge, 'border-warning text-warning')}>Released late</li>
      ) : null}
    </>
  );
}

function ExamBlock({ exam, room }: { exam: ExamRecord; room: RoomRecord }) {
  const sections = enabledSections(exam, room.config);
  return (
    <Collapsible defaultOpen className="relative z-10 rounded-md border bg-card">
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180">
        {exam.name}
        <ChevronDown className="size-4 shrink-0 transition-transform" aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        {sections.length > 0 ? (
          <ul className="list-disc px-3 pb-2 pl-8 text-sm text-muted-foreground">
            {sections.map((section) => (
              <li key={section.id}>{section.name}</li>
            ))}
          </ul>
        ) : (
          <p className="px-3 pb-2 text-sm text-muted-foreground">No sections switched on.</p>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
