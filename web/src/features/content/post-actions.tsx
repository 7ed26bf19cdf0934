import BookFilled from '@ant-design/icons/BookFilled';
import BookOutlined from '@ant-design/icons/BookOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import type { ContentDto } from '@tessera/contracts';
import { App, Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { useToggleBookmark } from '../../hooks/use-toggle-bookmark';
import { useToggleLike } from '../../hooks/use-toggle-like';
import { formatCount } from './content-labels';

/** Like, comment count, views and bookmark under a post. */
export function PostActions({ post }: { post: ContentDto }) {
  const like = useToggleLike();
  const bookmark = useToggleBookmark();
  const { message } = App.useApp();
  const onError = (error: Error) => void message.error(error.message);
  const { liked, bookmarked } = post.viewer;

  return (
    <Flex align="center" gap={4} wrap className="post-actions">
      <Button
        type="text"
        icon={liked ? <HeartFilled className="post-actions__liked" /> : <HeartOutlined />}
        aria-pressed={liked}
        // The name holds the count it shows, outside parentheses, so the visible label is part of
        // the spoken one (checkers drop parenthesised words when comparing the two).
        aria-label={`${liked ? 'Unlike' : 'Like'}, ${formatCount(post.likesCount)} ${post.likesCount === 1 ? 'like' : 'likes'}`}
        loading={like.isPending}
        onClick={() => like.mutate({ id: post.id, liked: !liked }, { onError })}
      >
        {formatCount(post.likesCount)}
      </Button>
      <Link to={`/content/${encodeURIComponent(post.id)}#comments`} className="post-actions__link">
        <MessageOutlined aria-hidden="true" /> {formatCount(post.commentsCount)}
        <span className="visually-hidden"> comments</span>
      </Link>
      <span className="post-actions__views">
        <EyeOutlined aria-hidden="true" /> {formatCount(post.viewsCount)}
        <span className="visually-hidden"> views</span>
      </span>
      <Button
        type="text"
        className="post-actions__bookmark"
        icon={bookmarked ? <BookFilled /> : <BookOutlined />}
        aria-pressed={bookmarked}
        aria-label={bookmarked ? 'Remove bookmark' : 'Bookmark'}
        loading={bookmark.isPending}
        onClick={() => bookmark.mutate({ id: post.id, bookmarked: !bookmarked }, { onError })}
      />
    </Flex>
  );
}
