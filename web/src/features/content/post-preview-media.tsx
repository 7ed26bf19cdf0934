import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ContentDto } from '@tessera/contracts';
import { Typography } from 'antd';
import { mediaSources } from './content-media';
import { LockedMedia } from './locked-media';

/** The first photo or video of a post in a card, its text for text posts, or the locked preview. */
export function PostPreviewMedia({ post }: { post: ContentDto }) {
  if (!post.access.allowed) return <LockedMedia post={post} access={post.access} />;
  if (post.type === 'text') {
    return (
      <Typography.Paragraph ellipsis={{ rows: 4 }} className="post-card__body">
        {post.body ?? post.description}
      </Typography.Paragraph>
    );
  }
  const sources = mediaSources(post);
  const first = sources[0];
  if (!first?.src) {
    return (
      <div className="post-card__media post-card__media--empty">
        <PictureOutlined aria-hidden="true" /> Media is still processing
      </div>
    );
  }
  return (
    <div className="post-card__media">
      {first.kind === 'video' ? (
        <video src={first.src} poster={first.poster} controls preload="metadata" />
      ) : (
        <img src={first.src} alt={post.title} loading="lazy" />
      )}
      {sources.length > 1 && (
        <span className="post-card__count" aria-label={`${sources.length} files`}>
          +{sources.length - 1}
        </span>
      )}
    </div>
  );
}
