import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateContentRequestBody } from '@tessera/contracts';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export interface ContentChange {
  id: string;
  update: UpdateContentRequestBody;
}

/** Saves changes to one or several posts at once, e.g. a bulk archive. */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ContentChange[]) =>
      Promise.all(
        changes.map(async ({ id, update }) => (await contentApi.update(id, update)).data),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
