import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { WritingMark, WritingMarkBody } from '@/lib/api-types';
import { resultsQueryOptions } from '@/lib/results-queries';
import type { ScriptKey } from '../lib/queue';
import { markingQueryOptions } from './get-marking';
import { scriptPath, scriptQueryOptions } from './get-script';

/**
 * PUT a script's mark (docs/product.md, "Double marking": its round is the server's to choose, but 3). A 400 names the field (`criteria.ta`, `notes.3`) and the screen shows it there; the
 * mark typed stays on screen, since it lives in the screen's state, not in this query.
 */
export function useSaveMark(roomId: string, double = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: { key: ScriptKey; body: WritingMarkBody }) =>
      (await authApi.put<WritingMark>(scriptPath(roomId, key), body)).data,
    meta: { inlineError: true },
    onSuccess: (mark, { key }) => {
      const script = scriptQueryOptions(roomId, key).queryKey;
      // With double marking a marker's own mark is `mine`; what is in use (and the agreement) is read again
      // (docs/product.md, "Double marking").
      queryClient.setQueryData(script, (saved) =>
        saved ? (double && mark.round !== 3 ? { ...saved, mine: mark } : { ...saved, mark }) : saved,
      );
      if (double) void queryClient.invalidateQueries({ queryKey: script, exact: true });
      void queryClient.invalidateQueries({ queryKey: markingQueryOptions(roomId).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey });
    },
  });
}
