import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundRequest } from '@tessera/contracts';
import { adminPaymentsApi } from '../api/admin-payments.api';
import { queryKeys } from '../api/query-keys';

/** Refunds a payment, whole or in part, with the admin's reason; then reads payments again. */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminRefundRequest) => (await adminPaymentsApi.refund(body)).data,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.adminPayments.all });
      await client.invalidateQueries({ queryKey: queryKeys.adminRefunds.all });
    },
  });
}
