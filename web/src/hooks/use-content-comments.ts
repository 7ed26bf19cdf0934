import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export const COMMENTS_PAGE_SIZE = 20;

export function useContentComments(id: string, page: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.content.comments(id, page),
    queryFn: async () => (await contentApi.comments(id, page, COMMENTS_PAGE_SIZE)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
