import { useQuery } from '@tanstack/react-query';
import { adminDisputesApi } from '../api/admin-disputes.api';
import { queryKeys } from '../api/query-keys';

/** One dispute with its evidence pack and the creator's payout hold. */
export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: queryKeys.adminDisputes.dispute(id),
    queryFn: async () => (await adminDisputesApi.one(id)).data,
  });
}
