import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { contentApi } from '../../api/content.api';
import { queryKeys } from '../../api/query-keys';
import { PostPreviewMedia } from '../content/post-preview-media';

/**
 * The reported or pending post's media, blurred until the moderator chooses to look: nobody is
 * shown possibly harmful media by scrolling past it.
 */
export function BlurredPostPreview({ postId }: { postId: string }) {
  const [revealed, setRevealed] = useState(false);
  const post = useQuery({
    queryKey: queryKeys.content.detail(postId),
    queryFn: async () => (await contentApi.get(postId)).data,
    retry: false,
  });
  if (post.isPending) return <Skeleton.Image active className="queue-media" />;
  if (post.isError) {
    return (
      <Typography.Text type="secondary" className="queue-media queue-media--gone">
        This post is no longer available
      </Typography.Text>
    );
  }
  return (
    <div className="queue-media">
      <Typography.Text strong className="queue-media__title">
        {post.data.title}
      </Typography.Text>
      <div
        className={
          revealed ? 'queue-media__frame' : 'queue-media__frame queue-media__frame--blurred'
        }
        data-testid="queue-media"
        aria-hidden={!revealed}
      >
        <PostPreviewMedia post={post.data} />
      </div>
      {!revealed && (
        <Button
          icon={<EyeOutlined />}
          className="queue-media__reveal"
          onClick={() => setRevealed(true)}
        >
          Show media
        </Button>
      )}
    </div>
  );
}
