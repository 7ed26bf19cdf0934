import type {
  AdminPaymentDetail,
  AdminPaymentPage,
  AdminPaymentQuery,
  AdminRefundQuery,
  AdminRefundRequest,
  Refund,
  RefundPage,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

/** Whether an admin grants or approves a refund, or turns it down. */
export type RefundDecision = 'approve' | 'reject';

export const adminPaymentsApi = {
  /** One page of everyone's payments, newest first, with fees, refunds and risk. */
  list: (query: QueryParams<AdminPaymentQuery>) =>
    apiRequest<AdminPaymentPage>(`/admin/payments${queryString<AdminPaymentQuery>(query)}`),
  one: (id: string) => apiRequest<AdminPaymentDetail>(`/admin/payments/${encodeURIComponent(id)}`),
  refunds: (query: QueryParams<AdminRefundQuery>) =>
    apiRequest<RefundPage>(`/admin/refunds${queryString<AdminRefundQuery>(query)}`),
  refund: (body: AdminRefundRequest) =>
    apiRequest<Refund, AdminRefundRequest>('/admin/refunds', { method: 'POST', body }),
  decide: (id: string, decision: RefundDecision, body: { reason?: string }) =>
    apiRequest<Refund, { reason?: string }>(
      `/admin/refunds/${encodeURIComponent(id)}/${decision}`,
      { method: 'POST', body },
    ),
};
