import { Alert, Button, Pagination, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useContentList } from '../../hooks/use-content-list';
import { PostGrid } from '../content/explore/post-grid';

const PAGE_SIZE = 12;

/** A creator's published posts, a page at a time; locked ones show their blurred preview. */
export function CreatorPosts({ creatorId, name }: { creatorId: string; name: string }) {
  const [page, setPage] = useState(1);
  const list = useContentList({ creatorId, status: 'published', page, limit: PAGE_SIZE });
  const top = useRef<HTMLElement>(null);

  return (
    <section ref={top} aria-labelledby="creator-posts-title" className="creator-posts">
      <Typography.Title level={2} id="creator-posts-title" className="creator-posts__title">
        Posts
        {list.data && list.data.total > 0 && (
          <Typography.Text type="secondary" className="creator-posts__count">
            {list.data.total}
          </Typography.Text>
        )}
      </Typography.Title>
      {list.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="These posts could not be loaded"
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      )}
      {list.data && (
        <PostGrid posts={list.data.items} empty={`${name} has not published anything yet.`} />
      )}
      {list.data && list.data.total > list.data.limit && (
        <Pagination
          className="creator-posts__pages"
          align="center"
          current={page}
          pageSize={list.data.limit}
          total={list.data.total}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next);
            top.current?.scrollIntoView?.({ behavior: 'smooth' });
          }}
        />
      )}
    </section>
  );
}
