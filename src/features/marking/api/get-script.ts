import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { MarkingScriptDetail } from '@/lib/api-types';
import type { ScriptKey } from '../lib/queue';
import { markingQueryOptions } from './get-marking';

const scriptPath = (roomId: string, { submission, question }: ScriptKey) =>
  `/api/room/marking/${roomId}/script/${submission}/${question}`;

/** GET /api/room/marking/{id}/script/{submissionId}/{questionId}: the essay, its prompt and its mark. */
export async function getScript(roomId: string, key: ScriptKey): Promise<MarkingScriptDetail> {
  return (await authApi.get<MarkingScriptDetail>(scriptPath(roomId, key))).data;
}

export { scriptPath };

export const scriptQueryOptions = (roomId: string, key: ScriptKey) =>
  queryOptions({
    queryKey: [...markingQueryOptions(roomId).queryKey, 'script', key.submission, key.question],
    queryFn: () => getScript(roomId, key),
  });

export function useScript(roomId: string, key: ScriptKey | null) {
  return useQuery({
    ...scriptQueryOptions(roomId, key ?? { submission: '', question: '' }),
    enabled: key !== null,
  });
}
