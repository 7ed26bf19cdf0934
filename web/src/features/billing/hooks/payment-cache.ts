import type { QueryClient } from '@tanstack/react-query';
import type { PaymentDto } from '@tessera/contracts';
import { authApi } from '../../../api/auth.api';
import { queryKeys } from '../../../api/query-keys';

/**
 * A payment succeeded: billing figures, subscriptions and posts (a locked post may now open) are
 * read again; a platform plan also changes the signed-in user's tier.
 */
export async function refreshAfterPayment(
  queryClient: QueryClient,
  payment: PaymentDto,
  updateUser?: (user: Awaited<ReturnType<typeof authApi.profile>>['data']['user']) => void,
): Promise<void> {
  const refreshes: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  ];
  if (payment.purpose === 'platform_plan' && updateUser) {
    refreshes.push(
      authApi
        .profile()
        .then((response) => updateUser(response.data.user))
        .catch(() => undefined),
    );
  }
  await Promise.all(refreshes);
}
