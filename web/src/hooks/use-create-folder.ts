import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, description }: { name: string; description: string }) =>
      (await contentApi.createFolder(name, description)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.folders }),
  });
}
