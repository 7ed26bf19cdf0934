import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useContentItem(id: string) {
  return useQuery({
    queryKey: queryKeys.content.detail(id),
    queryFn: async () => (await contentApi.get(id)).data,
  });
}
