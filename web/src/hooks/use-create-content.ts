import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateContentRequestBody } from '@tessera/contracts';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateContentRequestBody) => (await contentApi.create(input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
