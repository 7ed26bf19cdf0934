import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserListParams } from '@tessera/contracts';
import { adminUsersApi } from '../api/admin-users.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of the admin users search. */
export function useAdminUsers(query: QueryParams<AdminUserListParams>) {
  return useQuery({
    queryKey: queryKeys.adminUsers.list(query),
    queryFn: async () => (await adminUsersApi.list(query)).data,
    placeholderData: keepPreviousData,
  });
}
