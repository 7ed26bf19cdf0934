import type { SubscribeRequestBody } from '@tessera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';
import type { CheckoutAttempt } from '../checkout/checkout-attempt';

/** Subscribes to a creator's tier; a paid one answers with its first payment, still processing. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ attempt, ...body }: SubscribeRequestBody & { attempt: CheckoutAttempt }) =>
      (
        await billingApi.subscribe(
          { ...body, expectedAmountCents: attempt.expectedAmountCents },
          attempt.idempotencyKey,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.status }),
  });
}
