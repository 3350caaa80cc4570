// "Export room" (docs/product.md, "Export and import"): each of the room's exams read whole from the
// library, their files fetched, and all of it zipped as the import format, so the .zip imports anywhere.
import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { authApi } from '@/lib/api-client';
import { FILE_TRANSFER_TIMEOUT_MS } from '@/lib/api-timeout';
import type { RoomRecord, SavedExam } from '@/lib/api-types';
import { ActionFailed, errorMessage } from '@/lib/errors';
import { getLibraryExam } from '@/lib/library-queries';
import { saveFile } from '@/lib/save-file';
import { roomForArchive } from '../room-settings';

export async function exportRoom(
  room: RoomRecord,
  onProgress: (step: string) => void,
): Promise<{ name: string; data: Uint8Array }> {
  // The archive code (fflate, the import format) loads on the first export, not with the room detail.
  const { roomArchiveDocument, zipRoomArchive } = await import('@/lib/room-archive');
  const exams: SavedExam[] = [];
  const names = new Map((room.expand?.Exams ?? []).map((exam) => [exam.id, exam.name]));
  for (const [i, id] of room.Exams.entries()) {
    onProgress(`Reading exam ${i + 1} of ${room.Exams.length}…`);
    try {
      exams.push(await getLibraryExam(id));
    } catch (error) {
      throw new ActionFailed(`Could not read the exam “${names.get(id) ?? id}”: ${errorMessage(error)}`);
    }
  }
  const { document, media } = roomArchiveDocument(roomForArchive(room), exams, room.config);
  const files = new Map<string, Uint8Array>();
  for (const [i, { path, url }] of media.entries()) {
    onProgress(`Fetching file ${i + 1} of ${media.length}…`);
    try {
      const { data } = await authApi.get<ArrayBuffer>(url, {
        responseType: 'arraybuffer',
        timeout: FILE_TRANSFER_TIMEOUT_MS,
      });
      files.set(path, new Uint8Array(data));
    } catch (error) {
      throw new ActionFailed(`Could not fetch the file ${path.replace(/^media\//, '')}: ${fileError(error)}`);
    }
  }
  onProgress('Making the .zip…');
  return { name: `${room.slug}.zip`, data: zipRoomArchive(document, files) };
}

/** A file's refusal arrives as bytes (the request asked for bytes): PocketBase's message read from them. */
function fileError(error: unknown): string {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (data && Object.prototype.toString.call(data) === '[object ArrayBuffer]') {
    try {
      const body = JSON.parse(new TextDecoder().decode(data as ArrayBuffer)) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not PocketBase's JSON: the general message below.
    }
  }
  return errorMessage(error);
}

/** The export as a mutation, with the step under way for the button's progress line. */
export function useExportRoom(room: RoomRecord) {
  const [progress, setProgress] = useState('');
  const mutation = useMutation({
    mutationFn: () => exportRoom(room, setProgress),
    meta: { errorTitle: 'Export failed.' },
    onSuccess: ({ name, data }) => saveFile(new Blob([data as BlobPart], { type: 'application/zip' }), name),
  });
  return { ...mutation, progress };
}
