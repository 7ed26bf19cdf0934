import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequestBody } from '@tessera/contracts';
import { authApi } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';
import { useSession } from '../session/session-context';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async (update: ProfileUpdateRequestBody) =>
      (await authApi.updateProfile(update)).data.user,
    onSuccess: (user) => {
      updateUser(user);
      queryClient.setQueryData(queryKeys.profile(user.id), user);
    },
  });
}
