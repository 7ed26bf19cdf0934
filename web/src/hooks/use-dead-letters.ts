import { useQuery } from '@tanstack/react-query';
import { adminSystemApi } from '../api/admin-system.api';
import { queryKeys } from '../api/query-keys';

/** The parked dead letters of one service's consumer on one topic, while `enabled`. */
export function useDeadLetters(service: string, topic: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminSystem.deadLetters(service, topic),
    queryFn: async () => (await adminSystemApi.deadLetters(service, topic)).data,
    enabled,
  });
}
