import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** Deletes one or several posts. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      await Promise.all(ids.map((id) => contentApi.remove(id)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
