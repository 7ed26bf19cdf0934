import { useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '../api/admin-users.api';
import { queryKeys } from '../api/query-keys';

/** The /admin page's pending counts and registrations trend. */
export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.adminUsers.overview,
    queryFn: async () => (await adminUsersApi.overview()).data,
  });
}
