// Import a room from the browser (docs/product.md, "Export and import"): the checked file is written
// through the same routes as the screens use, step by step, and everything made is removed again if a
// step fails, so a failed import leaves nothing behind.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi } from '@/lib/api-client';
import { FILE_TRANSFER_TIMEOUT_MS } from '@/lib/api-timeout';
import type { RoomPatchBody, RoomRecord, SavedExam } from '@/lib/api-types';
import { ActionFailed, errorMessage, fieldErrors } from '@/lib/errors';
import type { RoomImport } from '@/lib/import-schema';
import { libraryQueryOptions } from '@/lib/library-queries';
import type { FileUpload } from '@/lib/room-archive';
import { roomsQueryOptions } from '@/lib/room-queries';
import { slugCheckQueryOptions } from './check-slug';
import { whyClosed } from '../lib/import-opening';
import { createRoom } from './create-room';

export interface ImportPlan {
  room: RoomImport;
  files: Map<string, Uint8Array>;
  /** The slug to make the room with: the file's, or another the teacher chose. */
  slug: string;
  /** The imported file's name: the room and its exams say they came from it. */
  fileName: string;
}

/** A failed import: what failed, and whether everything made before it was removed again. */
export class ImportFailed extends ActionFailed {
  constructor(
    message: string,
    /** The server's message for the slug when it refused it (nothing was made then). */
    readonly slugError?: string,
  ) {
    super(message);
  }
}

const baseName = (path: string) => path.split('/').pop() || 'file';

async function uploadFile(examId: string, upload: FileUpload, data: Uint8Array, type: string): Promise<void> {
  const body = new FormData();
  body.append('part', upload.part);
  body.append('partId', upload.partId);
  body.append('field', upload.field);
  body.append('file', new File([data as BlobPart], baseName(upload.path), { type }));
  await authApi.post(`/api/library/exams/${encodeURIComponent(examId)}/files`, body, {
    timeout: FILE_TRANSFER_TIMEOUT_MS,
  });
}

/** Writes the room; `onProgress` hears each step ("Uploading file 3 of 9…"). */
export async function importRoom(
  { room: file, files, slug, fileName }: ImportPlan,
  onProgress: (step: string) => void,
): Promise<RoomRecord> {
  // Loaded already: the dialog read the file with it (components/import-room-dialog.tsx).
  const { examDocumentFromImport, fileUploads, importedRoomConfig, mediaType } =
    await import('@/lib/room-archive');
  let room: RoomRecord;
  onProgress('Making the room…');
  try {
    room = await createRoom({ name: file.room.name, slug, detail: file.room.detail }, fileName);
  } catch (error) {
    throw new ImportFailed(
      `The room could not be made: ${errorMessage(error)} Nothing was written.`,
      fieldErrors(error).slug,
    );
  }

  const exams: SavedExam[] = [];
  let step = '';
  try {
    for (const [i, exam] of file.exams.entries()) {
      step = `saving exam ${i + 1} of ${file.exams.length} (“${exam.name}”)`;
      onProgress(`Saving exam ${i + 1} of ${file.exams.length}…`);
      const params = { from_file: fileName };
      exams.push(
        (await authApi.post<SavedExam>('/api/library/exams', examDocumentFromImport(exam), { params })).data,
      );
    }
    const uploads = file.exams.flatMap((exam, i) =>
      fileUploads(exam, exams[i]!).map((upload) => ({ examId: exams[i]!.id, upload })),
    );
    for (const [i, { examId, upload }] of uploads.entries()) {
      step = `uploading ${upload.path}`;
      onProgress(`Uploading file ${i + 1} of ${uploads.length}…`);
      await uploadFile(examId, upload, files.get(upload.path)!, mediaType(upload.path));
    }
    step = 'adding the exams and settings to the room';
    onProgress('Adding the exams and settings to the room…');
    const { time_limit, audio, results, delivery, review_at_once, anonymous_marking } = file.room;
    const { double_marking, marks_due, time_zone } = file.room;
    // Open unless students would meet a sheet that cannot be scored (lib/import-opening.ts).
    const accepting = whyClosed(file) === null;
    const examIds = exams.map((exam) => exam.id);
    // Each exam's own minutes ride in the same patch: the server checks a config against the new Exams.
    const config = importedRoomConfig(file.exams, examIds);
    const body: RoomPatchBody = {
      Exams: examIds,
      accepting,
      time_limit,
      audio,
      results,
      delivery,
      review_at_once,
      anonymous_marking,
      double_marking,
      marks_due,
      time_zone,
      ...(config && { config }),
    };
    return (await authApi.patch<RoomRecord>(`/api/room/patch/${room.id}`, body)).data;
  } catch (error) {
    onProgress('Removing what was made…');
    const left = await undo(room, exams);
    const kept = left.length
      ? ` These could not be removed: ${left.join(', ')}. Remove them by hand.`
      : ' Nothing was kept.';
    throw new ImportFailed(`Import failed while ${step}: ${errorMessage(error)}${kept}`);
  }
}

/** Removes what a failed import made; answers what could not be removed. */
async function undo(room: RoomRecord, exams: SavedExam[]): Promise<string[]> {
  const left: string[] = [];
  for (const exam of exams) {
    try {
      await authApi.delete(`/api/library/exams/${encodeURIComponent(exam.id)}`);
    } catch {
      left.push(`the exam “${exam.name}”`);
    }
  }
  try {
    await authApi.post(`/api/room/delete/${room.id}`, { confirm: room.name });
  } catch {
    left.push(`the room “${room.name}”`);
  }
  return left;
}

/** The import as a mutation, with the step under way for the screen's progress line. */
export function useImportRoom() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState('');
  const mutation = useMutation({
    mutationFn: (plan: ImportPlan) => importRoom(plan, setProgress),
    // Said in the dialog, under the slug or as "Import failed" (ActionError): no toast.
    meta: { inlineError: true },
    // A slug refused at create was taken meanwhile: its "Available" is out of date.
    onError: (_error, plan) =>
      queryClient.invalidateQueries({ queryKey: slugCheckQueryOptions(plan.slug).queryKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
      ]),
  });
  return { ...mutation, progress };
}
