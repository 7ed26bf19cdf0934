import { useQuery } from '@tanstack/react-query';
import { adminAuditApi } from '../api/admin-audit.api';
import { queryKeys } from '../api/query-keys';

/** Whether the sealed audit trail still matches its signed digests. */
export function useAuditVerification() {
  return useQuery({
    queryKey: queryKeys.adminAudit.verification,
    queryFn: async () => (await adminAuditApi.verify()).data,
  });
}
