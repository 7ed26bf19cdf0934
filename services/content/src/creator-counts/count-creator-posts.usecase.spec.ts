import type { AuthenticatedUser } from '@tessera/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishedTotals } from '../posts/posts.repository';
import { CountCreatorPostsUseCase, CREATOR_NOT_FOUND } from './count-creator-posts.usecase';

interface StoredPost {
  creatorId: string;
  status: 'draft' | 'published' | 'archived';
  deleted: boolean;
  mediaIds: string[];
  likesCount: number;
}

/** Posts kept in memory, added up as the repository's aggregation does. */
class InMemoryPosts {
  readonly stored: StoredPost[] = [];

  async publishedTotalsOf(creatorId: string): Promise<PublishedTotals> {
    const counted = this.stored.filter(
      (post) => post.creatorId === creatorId && post.status === 'published' && !post.deleted,
    );
    return {
      posts: counted.length,
      media: counted.reduce((total, post) => total + post.mediaIds.length, 0),
      likes: counted.reduce((total, post) => total + post.likesCount, 0),
    };
  }
}

class InMemoryCreators {
  readonly withdrawn = new Set<string>();

  async withdrawnAmong(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.withdrawn.has(id)));
  }
}

const viewer = (id: string, role: AuthenticatedUser['role'] = 'subscriber') =>
  ({ id, role }) as AuthenticatedUser;

let posts: InMemoryPosts;
let creators: InMemoryCreators;
let countPosts: CountCreatorPostsUseCase;

beforeEach(() => {
  posts = new InMemoryPosts();
  creators = new InMemoryCreators();
  countPosts = new CountCreatorPostsUseCase(posts, creators);
  const post = (fields: Partial<StoredPost>): StoredPost => ({
    creatorId: 'creator-1',
    status: 'published',
    deleted: false,
    mediaIds: [],
    likesCount: 0,
    ...fields,
  });
  posts.stored.push(
    post({ mediaIds: ['m1', 'm2'], likesCount: 5 }),
    post({ likesCount: 2 }),
    post({ mediaIds: ['m3'], likesCount: 1 }),
    post({ status: 'draft', mediaIds: ['m4'], likesCount: 9 }),
    post({ status: 'archived', likesCount: 9 }),
    post({ deleted: true, mediaIds: ['m5'], likesCount: 9 }),
    post({ creatorId: 'creator-2', mediaIds: ['m6'], likesCount: 4 }),
  );
});

describe('CountCreatorPostsUseCase', () => {
  it("counts only the creator's published posts, their files and their likes", async () => {
    expect(await countPosts.execute('creator-1', null)).toEqual({ posts: 3, media: 3, likes: 8 });
    expect(await countPosts.execute('creator-2', viewer('fan-1'))).toEqual({
      posts: 1,
      media: 1,
      likes: 4,
    });
  });

  it('answers zeros for a creator who has published nothing', async () => {
    expect(await countPosts.execute('creator-9', null)).toEqual({ posts: 0, media: 0, likes: 0 });
  });

  it('keeps a suspended creator out of public view, but not from themselves or admins', async () => {
    creators.withdrawn.add('creator-1');
    await expect(countPosts.execute('creator-1', null)).rejects.toMatchObject({
      status: 404,
      response: { error: CREATOR_NOT_FOUND },
    });
    await expect(countPosts.execute('creator-1', viewer('fan-1'))).rejects.toMatchObject({
      status: 404,
    });
    expect((await countPosts.execute('creator-1', viewer('creator-1', 'creator'))).posts).toBe(3);
    expect((await countPosts.execute('creator-1', viewer('admin-1', 'admin'))).posts).toBe(3);
  });
});
