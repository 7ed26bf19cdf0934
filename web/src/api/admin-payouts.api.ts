import type {
  AdminPayout,
  AdminPayoutPage,
  AdminPayoutQuery,
  PayoutDecisionRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

/** Whether an admin holds a scheduled payout or releases a held one. */
export type PayoutDecision = 'hold' | 'release';

export const adminPayoutsApi = {
  /** One page of every creator's payouts, newest first. */
  list: (query: QueryParams<AdminPayoutQuery>) =>
    apiRequest<AdminPayoutPage>(`/admin/payouts${queryString<AdminPayoutQuery>(query)}`),
  decide: (id: string, decision: PayoutDecision, body: PayoutDecisionRequest) =>
    apiRequest<AdminPayout, PayoutDecisionRequest>(
      `/admin/payouts/${encodeURIComponent(id)}/${decision}`,
      { method: 'POST', body },
    ),
};
