import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi, type ContentInput } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContentInput) => (await contentApi.create(input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
