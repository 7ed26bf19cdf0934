import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../../api/content.api';
import { queryKeys } from '../../api/query-keys';

/** What a creator's published posts add up to: posts, photos and videos, likes. */
export function useCreatorCounts(creatorId: string) {
  return useQuery({
    queryKey: queryKeys.content.creatorCounts(creatorId),
    queryFn: async () => (await contentApi.creatorCounts(creatorId)).data,
  });
}
