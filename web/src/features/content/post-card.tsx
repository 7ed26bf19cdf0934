import type { ContentDto } from '@tessera/contracts';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from './content-labels';
import { CreatorByline } from './creator-byline';
import { PostActions } from './post-actions';
import { PostPreviewMedia } from './post-preview-media';

/** A post in the feed or on explore: who posted it, its media or lock, and the reactions. */
export function PostCard({ post }: { post: ContentDto }) {
  return (
    <Card className="post-card" role="article" aria-label={post.title}>
      <CreatorByline
        creator={post.creator}
        meta={formatDateTime(post.publishedAt ?? post.createdAt)}
      />
      <Typography.Title level={3} className="post-card__title">
        <Link to={`/content/${encodeURIComponent(post.id)}`}>{post.title}</Link>
      </Typography.Title>
      {post.description && post.type !== 'text' && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          {post.description}
        </Typography.Paragraph>
      )}
      <PostPreviewMedia post={post} />
      <PostActions post={post} />
    </Card>
  );
}
