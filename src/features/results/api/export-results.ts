import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file name of a Content-Disposition header, or undefined. */
export function attachmentName(header: string | undefined): string | undefined {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** GET …/export as a file, under the name the server gives it. */
export async function exportResults(roomId: string, fallbackName: string): Promise<string> {
  const response = await authApi.get<ArrayBuffer>(`/api/room/results/${roomId}/export`, {
    responseType: 'arraybuffer',
  });
  const name = attachmentName(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  // The bytes as sent: the byte-order mark Excel needs stays.
  saveFile(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), name);
  return name;
}

export function useExportResults(roomId: string, fallbackName: string) {
  return useMutation({ mutationFn: () => exportResults(roomId, fallbackName) });
}
