import type {
  BulkReviewRequest,
  BulkReviewResultDto,
  QueueItemDto,
  QueuePageDto,
  QueueQueryParams,
  ResolveReportRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';

const item = (id: string) => `/admin/reports/${encodeURIComponent(id)}`;

export const adminReportsApi = {
  /** One page of the moderation queue, most severe and oldest first. */
  queue: (query: QueryParams<QueueQueryParams>) =>
    apiRequest<QueuePageDto>(`/admin/reports${queryString<QueueQueryParams>(query)}`),
  claim: (id: string) =>
    apiRequest<QueueItemDto, Record<string, never>>(`${item(id)}/claim`, {
      method: 'POST',
      body: {},
    }),
  addNote: (id: string, body: string) =>
    apiRequest<QueueItemDto, { body: string }>(`${item(id)}/notes`, {
      method: 'POST',
      body: { body },
    }),
  resolve: (id: string, body: ResolveReportRequest) =>
    apiRequest<QueueItemDto, ResolveReportRequest>(`${item(id)}/resolve`, {
      method: 'POST',
      body,
    }),
  decideReviews: (body: BulkReviewRequest) =>
    apiRequest<BulkReviewResultDto, BulkReviewRequest>('/admin/reviews/bulk', {
      method: 'POST',
      body,
    }),
};
