import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** One page of the posts waiting for an admin's review. */
export function useModerationQueue(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.content.moderationPage(page, limit),
    queryFn: async () => (await contentApi.pendingModeration(page, limit)).data,
    placeholderData: keepPreviousData,
  });
}
