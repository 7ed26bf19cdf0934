import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.api';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from '../../../session/session-context';

/** Moves the platform plan to a free tier; no payment is involved. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: async (tierId: string) => (await billingApi.changePlan(tierId)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.status });
      const profile = await authApi.profile().catch(() => null);
      if (profile) updateUser(profile.data.user);
    },
  });
}
