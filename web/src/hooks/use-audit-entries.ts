import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditFilters, adminAuditApi } from '../api/admin-audit.api';
import { queryKeys } from '../api/query-keys';

/** One page of the audit trail under the screen's filters. */
export function useAuditEntries(filters: AuditFilters, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.adminAudit.page({ ...filters, page, limit }),
    queryFn: async () => (await adminAuditApi.entries({ ...filters, page, limit })).data,
    placeholderData: keepPreviousData,
  });
}
