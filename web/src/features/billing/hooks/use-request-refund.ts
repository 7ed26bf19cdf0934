import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';

/** The payer asks for a refund of one of their payments; an admin decides. */
export function useRequestRefund() {
  return useMutation({
    mutationFn: async (body: { paymentId: string; reason: string }) =>
      (await billingApi.requestRefund(body)).data,
  });
}
