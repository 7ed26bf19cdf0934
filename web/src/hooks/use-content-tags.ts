import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useContentTags() {
  return useQuery({
    queryKey: queryKeys.content.tags,
    queryFn: async () => (await contentApi.tags()).data,
  });
}
