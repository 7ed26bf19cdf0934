import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { patchCachedContent } from './content-cache';

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, bookmarked }: { id: string; bookmarked: boolean }) =>
      (await contentApi.setBookmarked(id, bookmarked)).data,
    onSuccess: ({ bookmarked }, { id }) =>
      patchCachedContent(queryClient, id, (post) => ({
        ...post,
        viewer: { ...post.viewer, bookmarked },
      })),
  });
}
