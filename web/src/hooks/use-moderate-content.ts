import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecisionBody } from '@tessera/contracts';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** One decision applied to one or several pending posts, e.g. a bulk approval. */
export interface ModerationRequest {
  ids: string[];
  decision: ModerationDecisionBody;
}

/** Approves or rejects pending posts; the queue and every content list are read again after. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, decision }: ModerationRequest) =>
      Promise.all(ids.map(async (id) => (await contentApi.moderate(id, decision)).data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
