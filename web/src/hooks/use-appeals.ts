import { useQuery } from '@tanstack/react-query';
import type { AppealDto } from '@tessera/contracts';
import { adminUsersApi } from '../api/admin-users.api';
import { queryKeys } from '../api/query-keys';

/** Appeals in one state, newest first. */
export function useAppeals(state: AppealDto['state']) {
  return useQuery({
    queryKey: queryKeys.adminUsers.appeals(state),
    queryFn: async () => (await adminUsersApi.appeals(state)).data,
  });
}
