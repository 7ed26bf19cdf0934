import type { PaymentStatus } from '@tessera/contracts';
import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** How often a payment waiting for the processor's answer is read again. */
export const PAYMENT_POLL_MS = 1000;

/** Settled, or waiting for the payer: nothing changes until someone acts. */
export function isPaymentAtRest(status: PaymentStatus): boolean {
  return status !== 'processing';
}

/**
 * One payment, read again every second while the processor's webhook has not settled it; also
 * while it still asks for authentication the payer has just given (`awaitingAuthentication`).
 */
export function usePayment(paymentId: string | null, awaitingAuthentication = false) {
  return useQuery({
    queryKey: queryKeys.billing.payment(paymentId ?? ''),
    queryFn: async () => (await billingApi.payment(paymentId ?? '')).data,
    enabled: Boolean(paymentId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'requires_action' && awaitingAuthentication) return PAYMENT_POLL_MS;
      return status && isPaymentAtRest(status) ? false : PAYMENT_POLL_MS;
    },
  });
}
