import { CircleAlert, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SpinnerIcon } from '@/components/ui/spinner';
import type { RoomImport } from '@/lib/import-schema';
import { plural } from '@/lib/plural';
import type * as RoomArchive from '@/lib/room-archive';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { whyClosed } from '../lib/import-opening';
import { useSlugAvailability } from '../api/check-slug';
import { ImportFailed, useImportRoom } from '../api/import-room';
import { SlugField } from './slug-field';

type Chosen =
  | { kind: 'none' }
  | { kind: 'reading'; name: string }
  | { kind: 'problems'; name: string; problems: string[] }
  | { kind: 'ready'; name: string; room: RoomImport; files: Map<string, Uint8Array>; pick: number };

/**
 * "Import a room" (docs/product.md, "Export and import"): a .zip (room.json and its files) or a bare .json
 * is read and checked in the browser; every problem is listed with its path before anything is written.
 */
export function ImportRoomDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    // While writing, the dialog stays: closing it would hide the progress and the outcome.
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          Import a room
        </Button>
      </DialogTrigger>
      <DialogContent hideClose={busy}>
        <DialogHeader>
          <DialogTitle>Import a room</DialogTitle>
          <DialogDescription>
            A room’s .zip (exported from a room, or room.json with its media folder) or a room.json alone. It
            is checked before anything is saved.
          </DialogDescription>
        </DialogHeader>
        <ImportForm onBusy={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const [chosen, setChosen] = useState<Chosen>({ kind: 'none' });
  // Each pick starts afresh, even of a file with the same name (fixed and chosen again).
  const [picks, setPicks] = useState(0);
  const id = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return setChosen({ kind: 'none' });
    const pick = picks + 1;
    setPicks(pick);
    setChosen({ kind: 'reading', name: file.name });
    let archive: typeof RoomArchive | undefined;
    try {
      // The archive code (fflate, the import format) loads on the first pick, not with the dashboard.
      archive = await import('@/lib/room-archive');
      const read = archive.readRoomArchive(new Uint8Array(await file.arrayBuffer()));
      const check = archive.checkRoomImport(read);
      setChosen(
        check.ok
          ? { kind: 'ready', name: file.name, room: check.room, files: read.files, pick }
          : { kind: 'problems', name: file.name, problems: check.problems },
      );
    } catch (error) {
      const problem =
        archive && error instanceof archive.ArchiveReadError
          ? error.message
          : `The file could not be read (${String(error)}).`;
      setChosen({ kind: 'problems', name: file.name, problems: [problem] });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Room file (.zip or .json)</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".zip,.json,application/zip,application/json"
          onChange={(event) => void pick(event.target.files?.[0])}
          // Emptied on each press, so choosing the same file again (once fixed) reads it again.
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          className="h-auto cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
        />
      </div>
      {chosen.kind === 'reading' ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <SpinnerIcon className="size-4" />
          Reading {chosen.name}…
        </p>
      ) : null}
      {chosen.kind === 'problems' ? <Problems name={chosen.name} problems={chosen.problems} /> : null}
      {chosen.kind === 'ready' ? (
        <ImportReady
          key={chosen.pick}
          fileName={chosen.name}
          room={chosen.room}
          files={chosen.files}
          onBusy={onBusy}
        />
      ) : null}
    </div>
  );
}

function Problems({ name, problems }: { name: string; problems: string[] }) {
  return (
    <Alert variant="destructive">
      <CircleAlert className="size-4" aria-hidden="true" />
      <AlertTitle>{name} cannot be imported</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {plural(problems.length, 'problem')}, each with where it is in room.json. Nothing was saved; fix the
          file and choose it again.
        </p>
        <ul aria-label="Problems" className="max-h-60 list-disc overflow-y-auto pl-5 font-mono text-xs">
          {problems.map((problem, i) => (
            <li key={i} className="break-words">
              {problem}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function ImportReady({
  fileName,
  room,
  files,
  onBusy,
}: {
  fileName: string;
  room: RoomImport;
  files: Map<string, Uint8Array>;
  onBusy: (busy: boolean) => void;
}) {
  const [slug, setSlug] = useState(room.room.slug);
  const availability = useSlugAvailability(slug);
  const write = useImportRoom();
  const navigate = useNavigate();
  const failure = write.error instanceof ImportFailed ? write.error : null;
  const questions = room.exams.reduce(
    (sum, exam) =>
      sum +
      exam.sections.reduce(
        (s, section) => s + section.groups.reduce((g, gr) => g + gr.questions.length, 0),
        0,
      ),
    0,
  );

  const start = () => {
    onBusy(true);
    write.mutate(
      { room, files, slug, fileName },
      {
        onSuccess: async (made) => {
          // The result says whether students can start, and why not (lib/import-opening.ts).
          const closed = whyClosed(room);
          if (closed)
            toast.warning(
              `Imported “${made.name}”, closed to students: ${closed}. Open it in its settings once that is fixed.`,
            );
          else toast.success(`Imported “${made.name}”: open to students.`);
          await navigate(paths.admin.room(made.slug));
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="rounded-md border p-3 text-sm">
        <p className="font-medium">{room.room.name}</p>
        <p className="text-muted-foreground">
          {plural(room.exams.length, 'exam', 'exams')}, {plural(questions, 'question', 'questions')},{' '}
          {plural(files.size, 'file', 'files')}. The exams go into your exam library.
        </p>
        {room.room.members.length ? (
          <p className="mt-1 text-muted-foreground">
            The file names {plural(room.room.members.length, 'member', 'members')}: share the room with them
            from its Action menu.
          </p>
        ) : null}
      </div>
      <SlugField
        id="import-slug"
        slug={slug}
        availability={availability}
        error={failure?.slugError}
        value={slug}
        disabled={write.isPending}
        onChange={(event) => setSlug(event.target.value)}
        onUseSuggestion={setSlug}
      />
      <p role="status" className="text-sm font-medium">
        {write.isPending ? write.progress : ''}
      </p>
      {failure && !failure.slugError ? <ActionError title="Import failed" error={failure} /> : null}
      <DialogFooter>
        <Button onClick={start} disabled={availability.state !== 'available'} loading={write.isPending}>
          Import
        </Button>
      </DialogFooter>
    </div>
  );
}
