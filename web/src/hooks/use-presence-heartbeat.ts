import { useQueryClient } from '@tanstack/react-query';
import { HEARTBEAT_INTERVAL_MS } from '@tessera/rules';
import { useEffect } from 'react';
import { presenceApi } from '../api/presence.api';
import { queryKeys } from '../api/query-keys';

/**
 * Keeps the signed-in user online: a heartbeat at once and every 5 minutes while `userId` is set.
 * The server ends a presence after 15 minutes without one, so a missed beat is simply retried by
 * the next; its answer refreshes the user's cached status record.
 */
export function usePresenceHeartbeat(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const beat = () =>
      presenceApi.heartbeat().then(
        ({ data }) => queryClient.setQueryData(queryKeys.presence.status(data.userId), data),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId, queryClient]);
}
