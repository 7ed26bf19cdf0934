import type { UnlockRequestBody } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import type { CheckoutAttempt } from '../checkout/checkout-attempt';

/** Starts a pay-per-view unlock at the price the buyer was shown; the answer is its payment. */
export function useUnlock() {
  return useMutation({
    mutationFn: async ({ attempt, ...body }: UnlockRequestBody & { attempt: CheckoutAttempt }) =>
      (
        await billingApi.unlock(
          { ...body, expectedAmountCents: attempt.expectedAmountCents },
          attempt.idempotencyKey,
        )
      ).data,
  });
}
