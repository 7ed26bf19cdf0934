import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTagRequest, UpdateTagRequest } from '@tessera/contracts';
import { adminSettingsApi } from '../api/admin-settings.api';
import { queryKeys } from '../api/query-keys';

export function useAdminTags() {
  return useQuery({
    queryKey: queryKeys.adminSettings.tags,
    queryFn: async () => (await adminSettingsApi.tags()).data,
  });
}

/** Creates, changes or deletes a tag, then reads the tree again (children and counts move). */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'create'; body: CreateTagRequest }
        | { kind: 'update'; id: string; body: UpdateTagRequest }
        | { kind: 'delete'; id: string },
    ) => {
      if (change.kind === 'create') return (await adminSettingsApi.createTag(change.body)).data;
      if (change.kind === 'update') {
        return (await adminSettingsApi.updateTag(change.id, change.body)).data;
      }
      return (await adminSettingsApi.deleteTag(change.id)).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings.tags }),
  });
}
