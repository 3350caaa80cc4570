import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { AuditEntry } from '@/lib/api-types';
import { saveFile } from '@/lib/save-file';
import { attachmentName } from './export-results';
import { resultsQueryOptions } from './get-results';

const auditPath = (roomId: string) => `/api/room/audit/${roomId}`;

/** GET /api/room/audit/{id}: the room's history of changes to scores and marks, newest first. */
export async function getAudit(roomId: string): Promise<AuditEntry[]> {
  return (await authApi.get<{ items: AuditEntry[] }>(auditPath(roomId))).data.items;
}

/** Under the results' key: a change that renews the results (a mark, an accepted key) renews it too. */
export const auditQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: [...resultsQueryOptions(roomId).queryKey, 'audit'],
    queryFn: () => getAudit(roomId),
  });

export function useAudit(roomId: string) {
  return useQuery(auditQueryOptions(roomId));
}

/** The history as the server writes it in CSV (`?format=csv`), saved under the name it gives. */
export function useExportAudit(roomId: string, fallbackName: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await authApi.get<ArrayBuffer>(auditPath(roomId), {
        params: { format: 'csv' },
        responseType: 'arraybuffer',
      });
      const name =
        attachmentName(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
      saveFile(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), name);
      return name;
    },
  });
}
