import type { UnlockRequest } from '@tessera/contracts';
import { useMutation } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';

/** Starts a pay-per-view unlock at the seller's price; the answer is its payment. */
export function useUnlock() {
  return useMutation({
    mutationFn: async (body: UnlockRequest) => (await billingApi.unlock(body)).data,
  });
}
