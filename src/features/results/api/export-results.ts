import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { whenPrepared } from '../lib/preparing';

/** The file name of a Content-Disposition header, or undefined. */
export function attachmentName(header: string | undefined): string | undefined {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * GET …/export as a file, under the name the server gives it; while the server is busy with other exports
 * it is asked again, and `onPreparing` says so.
 */
export async function exportResults(
  roomId: string,
  fallbackName: string,
  onPreparing: () => void = () => {},
): Promise<string> {
  const response = await whenPrepared(
    () => authApi.get<ArrayBuffer>(`/api/room/results/${roomId}/export`, { responseType: 'arraybuffer' }),
    onPreparing,
  );
  const name = attachmentName(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  // The bytes as sent: the byte-order mark Excel needs stays.
  saveFile(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), name);
  return name;
}

/** The export as a mutation, and whether the server has made it wait its turn (the button says "Preparing…"). */
export function useExportResults(roomId: string, fallbackName: string) {
  const [preparing, setPreparing] = useState(false);
  const mutation = useMutation({
    mutationFn: () => exportResults(roomId, fallbackName, () => setPreparing(true)),
    onSettled: () => setPreparing(false),
  });
  return { ...mutation, preparing };
}
