import type { BillingPeriod } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import type { CheckoutAttempt } from '../checkout/checkout-attempt';

export interface PlanPayment {
  tierId: string;
  amountCents: number;
  currency: string;
  billingPeriod: BillingPeriod;
  /** The saved payment method (its id in billing, not the processor's) to confirm with. */
  paymentMethodId: string;
  attempt: CheckoutAttempt;
}

/** A paid platform plan: creates the payment (section 7's payment call), then confirms it. */
export function usePayPlan() {
  return useMutation({
    mutationFn: async ({ paymentMethodId, amountCents, attempt, ...plan }: PlanPayment) => {
      const intent = (
        await billingApi.createIntent({ ...plan, amount: amountCents }, attempt.idempotencyKey)
      ).data;
      return (await billingApi.confirmPayment(intent.id, paymentMethodId)).data;
    },
  });
}
