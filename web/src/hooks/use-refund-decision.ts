import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentsApi, type RefundDecision } from '../api/admin-payments.api';
import { queryKeys } from '../api/query-keys';

interface RefundDecisionInput {
  id: string;
  decision: RefundDecision;
  reason?: string;
}

/** Approves or rejects a refund, then reads refunds and payments again. */
export function useRefundDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, reason }: RefundDecisionInput) =>
      (await adminPaymentsApi.decide(id, decision, reason ? { reason } : {})).data,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.adminRefunds.all });
      await client.invalidateQueries({ queryKey: queryKeys.adminPayments.all });
    },
  });
}
