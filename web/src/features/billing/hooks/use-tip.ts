import type { TipRequestBody } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import type { CheckoutAttempt } from '../checkout/checkout-attempt';

/** Starts a tip; the answer is its payment, still processing. */
export function useTip() {
  return useMutation({
    mutationFn: async ({ attempt, ...body }: TipRequestBody & { attempt: CheckoutAttempt }) =>
      (
        await billingApi.tip(
          { ...body, expectedAmountCents: attempt.expectedAmountCents },
          attempt.idempotencyKey,
        )
      ).data,
  });
}
