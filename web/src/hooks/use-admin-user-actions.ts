import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AppealDecisionRequest,
  BulkUserActionBody,
  ChangeUserStatusRequest,
  UpdateAdminUserRequest,
} from '@tessera/contracts';
import { adminUsersApi } from '../api/admin-users.api';
import { queryKeys } from '../api/query-keys';

/** The status of the account reaches the read model by event, a moment after auth answers. */
const READ_MODEL_DELAY_MS = 800;

function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all });
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
      READ_MODEL_DELAY_MS,
    );
  };
}

export function useChangeUserStatus(id: string) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: async (body: ChangeUserStatusRequest) =>
      (await adminUsersApi.changeStatus(id, body)).data,
    onSettled: refresh,
  });
}

export function useEditAdminUser(id: string) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: async (body: UpdateAdminUserRequest) => (await adminUsersApi.edit(id, body)).data,
    onSettled: refresh,
  });
}

/** A bulk action, or its preview (which changes nothing and refreshes nothing). */
export function useBulkUserAction() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: async (body: BulkUserActionBody) => (await adminUsersApi.bulk(body)).data,
    onSettled: (_data, _error, body) => {
      if (!body.preview) refresh();
    },
  });
}

export function useDecideAppeal() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: async ({ id, ...body }: AppealDecisionRequest & { id: string }) =>
      (await adminUsersApi.decideAppeal(id, body)).data,
    onSettled: refresh,
  });
}
