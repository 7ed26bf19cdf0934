import type {
  AdminDisputeDetail,
  AdminDisputePage,
  AdminDisputeQuery,
  DisputeEvidenceRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

export const adminDisputesApi = {
  /** One page of disputes, the soonest deadline first. */
  list: (query: QueryParams<AdminDisputeQuery>) =>
    apiRequest<AdminDisputePage>(`/admin/disputes${queryString<AdminDisputeQuery>(query)}`),
  /** One dispute with its evidence pack. */
  one: (id: string) => apiRequest<AdminDisputeDetail>(`/admin/disputes/${encodeURIComponent(id)}`),
  /** Sends the evidence pack to the processor with the admin's note. */
  submitEvidence: (id: string, body: DisputeEvidenceRequest) =>
    apiRequest<AdminDisputeDetail, DisputeEvidenceRequest>(
      `/admin/disputes/${encodeURIComponent(id)}/evidence`,
      { method: 'POST', body },
    ),
};
