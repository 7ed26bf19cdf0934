import { useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '../api/admin-users.api';
import { queryKeys } from '../api/query-keys';

/** One user as admins see them, with their timeline. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: queryKeys.adminUsers.detail(id),
    queryFn: async () => (await adminUsersApi.detail(id)).data,
  });
}
