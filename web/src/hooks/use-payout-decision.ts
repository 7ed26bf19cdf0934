import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPayoutsApi, type PayoutDecision } from '../api/admin-payouts.api';
import { queryKeys } from '../api/query-keys';

interface PayoutDecisionInput {
  id: string;
  decision: PayoutDecision;
  reason: string;
}

/** Holds or releases a payout with the admin's reason, then reads the payouts again. */
export function usePayoutDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, reason }: PayoutDecisionInput) =>
      (await adminPayoutsApi.decide(id, decision, { reason })).data,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminPayouts.all }),
  });
}
