import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateIncident } from '@tessera/contracts';
import { adminSystemApi } from '../api/admin-system.api';
import { queryKeys } from '../api/query-keys';

/** Moves an incident to a new status with notes, then reads incidents and the overview again. */
export function useUpdateIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: UpdateIncident & { id: string }) =>
      (await adminSystemApi.updateIncident(id, change)).data,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.adminSystem.allIncidents }),
        client.invalidateQueries({ queryKey: queryKeys.adminUsers.overview }),
      ]);
    },
  });
}
