import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useContentFolders() {
  return useQuery({
    queryKey: queryKeys.content.folders,
    queryFn: async () => (await contentApi.folders()).data,
  });
}
