import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplayDeadLetters } from '@tessera/contracts';
import { adminSystemApi } from '../api/admin-system.api';
import { queryKeys } from '../api/query-keys';

/** Replays dead letters, then reads the system figures and the parked lists again. */
export function useReplayDeadLetters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplayDeadLetters) =>
      (await adminSystemApi.replayDeadLetters(body)).data,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.adminSystem.health }),
        client.invalidateQueries({ queryKey: queryKeys.adminSystem.allDeadLetters }),
      ]);
    },
  });
}
