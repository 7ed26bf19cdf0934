import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';
import { patchCachedContent } from './content-cache';

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await contentApi.addComment(id, text)).data,
    onSuccess: async () => {
      patchCachedContent(queryClient, id, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.content.commentsOf(id) });
    },
  });
}
