import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Confirms a payment again, e.g. once the payer has authenticated it. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, methodId }: { paymentId: string; methodId?: string }) =>
      (await billingApi.confirmPayment(paymentId, methodId)).data,
    onSuccess: (payment) =>
      queryClient.setQueryData(queryKeys.billing.payment(payment.id), payment),
  });
}
