import { useQuery } from '@tanstack/react-query';
import { adminPaymentsApi } from '../api/admin-payments.api';
import { queryKeys } from '../api/query-keys';

/** One payment with its risk reasons and ledger journals. */
export function useAdminPayment(id: string) {
  return useQuery({
    queryKey: queryKeys.adminPayments.payment(id),
    queryFn: async () => (await adminPaymentsApi.one(id)).data,
  });
}
