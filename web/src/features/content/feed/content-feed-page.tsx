import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentFeed } from '../../../hooks/use-content-feed';
import { PostCard } from '../post-card';
import { useLoadMoreSentinel } from './use-load-more-sentinel';

/** New posts from the creators the viewer subscribes to, newest first, loading as they scroll. */
export function ContentFeedPage() {
  const feed = useContentFeed();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = feed;
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="page page--feed">
      <Typography.Title level={1} className="page-title">
        Your feed
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        New posts from the creators you subscribe to, newest first.
      </Typography.Paragraph>

      {feed.isPending && <Skeleton active avatar paragraph={{ rows: 6 }} />}
      {feed.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="We could not load your feed"
          description={feed.error.message}
          action={<Button onClick={() => void feed.refetch()}>Try again</Button>}
        />
      )}
      {feed.isSuccess && posts.length === 0 && (
        <Result
          title="Your feed is empty"
          subTitle="Subscribe to creators and their new posts will show up here."
          extra={
            <ButtonLink to="/explore" type="primary">
              Explore creators
            </ButtonLink>
          }
        />
      )}

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
      {feed.isSuccess && posts.length > 0 && !hasNextPage && (
        <Typography.Paragraph type="secondary" className="feed-end">
          You are all caught up.
        </Typography.Paragraph>
      )}
      {feed.isFetchNextPageError && (
        <Alert
          type="error"
          showIcon
          title="More posts could not be loaded"
          className="page-alert"
        />
      )}
    </div>
  );
}
