import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { patchCachedContent } from './content-cache';

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, liked }: { id: string; liked: boolean }) =>
      (await contentApi.setLiked(id, liked)).data,
    onSuccess: ({ liked, likesCount }, { id }) =>
      patchCachedContent(queryClient, id, (post) => ({
        ...post,
        likesCount,
        viewer: { ...post.viewer, liked },
      })),
  });
}
