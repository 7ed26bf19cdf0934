import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ContentFeedPage } from '@tessera/contracts';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PostCard } from '../post-card';
import { useLoadMoreSentinel } from './use-load-more-sentinel';

interface PostStreamProps {
  stream: UseInfiniteQueryResult<InfiniteData<ContentFeedPage>>;
  /** What the list is, in the error message: "your feed", "your bookmarks". */
  what: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
}

/** Posts page by page along the server's cursor, loading the next page as the reader scrolls. */
export function PostStream({ stream, what, empty }: PostStreamProps) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = stream;
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);
  const posts = stream.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      {stream.isPending && <Skeleton active avatar paragraph={{ rows: 6 }} />}
      {stream.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={`We could not load ${what}`}
          description={stream.error.message}
          action={<Button onClick={() => void stream.refetch()}>Try again</Button>}
        />
      )}
      {stream.isSuccess && posts.length === 0 && empty}

      <Flex vertical gap={20} className="feed-list">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Flex>

      {hasNextPage && (
        <div ref={sentinel} className="feed-more">
          <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more posts
          </Button>
        </div>
      )}
      {stream.isSuccess && posts.length > 0 && !hasNextPage && (
        <Typography.Paragraph type="secondary" className="feed-end">
          You are all caught up.
        </Typography.Paragraph>
      )}
      {stream.isFetchNextPageError && (
        <Alert
          type="error"
          showIcon
          title="More posts could not be loaded"
          className="page-alert"
        />
      )}
    </>
  );
}
