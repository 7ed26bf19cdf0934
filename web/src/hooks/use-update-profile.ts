import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type ProfileUpdate } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';
import { useSession } from '../session/session-context';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => (await authApi.updateProfile(update)).data.user,
    onSuccess: (user) => {
      updateUser(user);
      queryClient.setQueryData(queryKeys.profile(user.id), user);
    },
  });
}
