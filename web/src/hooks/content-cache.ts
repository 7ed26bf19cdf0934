import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ContentDto, ContentFeedPage, ExplorePageDto, Paginated } from '@tessera/contracts';
import { queryKeys } from '../api/query-keys';

type Patch = (post: ContentDto) => ContentDto;

function patchList(posts: ContentDto[], id: string, patch: Patch): ContentDto[] {
  return posts.map((post) => (post.id === id ? patch(post) : post));
}

/** Applies a change to one post wherever it is cached: its page, lists, the feed and explore. */
export function patchCachedContent(queryClient: QueryClient, id: string, patch: Patch): void {
  queryClient.setQueryData<ContentDto>(queryKeys.content.detail(id), (post) =>
    post ? patch(post) : post,
  );
  queryClient.setQueriesData<Paginated<ContentDto>>(
    { queryKey: queryKeys.content.lists },
    (page) => (page ? { ...page, items: patchList(page.items, id, patch) } : page),
  );
  queryClient.setQueryData<InfiniteData<ContentFeedPage>>(queryKeys.content.feed, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({ ...page, items: patchList(page.items, id, patch) })),
        }
      : feed,
  );
  queryClient.setQueryData<ExplorePageDto>(queryKeys.content.explore, (explore) =>
    explore
      ? {
          ...explore,
          trending: patchList(explore.trending, id, patch),
          recent: patchList(explore.recent, id, patch),
        }
      : explore,
  );
}
