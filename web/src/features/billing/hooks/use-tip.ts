import type { TipRequest } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';

/** Starts a tip; the answer is its payment, still processing. */
export function useTip() {
  return useMutation({
    mutationFn: async (body: TipRequest) => (await billingApi.tip(body)).data,
  });
}
