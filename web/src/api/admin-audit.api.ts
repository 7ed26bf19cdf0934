import type { AuditPage, AuditQuery, AuditVerification } from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString } from './query-string';

/** The filters of the audit trail screen as the API takes them: dates as ISO instants. */
export interface AuditFilters {
  action?: AuditQuery['action'];
  actorId?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

interface AuditPageQuery extends AuditFilters {
  page: number;
  limit: number;
}

export const adminAuditApi = {
  /** One page of the trail, newest first. */
  entries: (query: AuditPageQuery) =>
    apiRequest<AuditPage>(`/admin/audit${queryString<AuditPageQuery>(query)}`),
  /** The check of the sealed chain over every stored entry. */
  verify: () => apiRequest<AuditVerification>('/admin/audit/verify'),
};
