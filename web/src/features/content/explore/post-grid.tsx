import type { ContentDto } from '@tessera/contracts';
import { Empty } from 'antd';
import { PostCard } from '../post-card';

export function PostGrid({ posts, empty }: { posts: ContentDto[]; empty: string }) {
  if (posts.length === 0) return <Empty description={empty} />;
  return (
    <div className="post-grid">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
