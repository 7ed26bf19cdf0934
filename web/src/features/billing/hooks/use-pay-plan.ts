import type { BillingPeriod } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';

export interface PlanPayment {
  tierId: string;
  amountCents: number;
  currency: string;
  billingPeriod: BillingPeriod;
  /** The saved payment method (its id in billing, not the processor's) to confirm with. */
  paymentMethodId: string;
}

/** A paid platform plan: creates the payment (section 7's payment call), then confirms it. */
export function usePayPlan() {
  return useMutation({
    mutationFn: async ({ paymentMethodId, amountCents, ...plan }: PlanPayment) => {
      const intent = (await billingApi.createIntent({ ...plan, amount: amountCents })).data;
      return (await billingApi.confirmPayment(intent.id, paymentMethodId)).data;
    },
  });
}
