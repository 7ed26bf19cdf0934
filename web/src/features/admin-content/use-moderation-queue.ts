import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkReviewRequest, QueueQueryParams, ResolveReportRequest } from '@tessera/contracts';
import { adminReportsApi } from '../../api/admin-reports.api';
import { queryKeys } from '../../api/query-keys';
import type { QueryParams } from '../../api/query-string';

/** One page of the merged queue of reports and posts awaiting review. */
export function useModerationQueue(query: QueryParams<QueueQueryParams>) {
  return useQuery({
    queryKey: queryKeys.adminReports.page(query),
    queryFn: async () => (await adminReportsApi.queue(query)).data,
    placeholderData: keepPreviousData,
  });
}

type QueueChange =
  | { kind: 'claim'; id: string }
  | { kind: 'note'; id: string; body: string }
  | { kind: 'resolve'; id: string; request: ResolveReportRequest }
  | { kind: 'reviews'; request: BulkReviewRequest };

const send = async (change: QueueChange) => {
  switch (change.kind) {
    case 'claim':
      return (await adminReportsApi.claim(change.id)).data;
    case 'note':
      return (await adminReportsApi.addNote(change.id, change.body)).data;
    case 'resolve':
      return (await adminReportsApi.resolve(change.id, change.request)).data;
    case 'reviews':
      return (await adminReportsApi.decideReviews(change.request)).data;
  }
};

/** Claims, notes, resolutions and review decisions; the queue is read again after each. */
export function useQueueChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminReports.all }),
  });
}
