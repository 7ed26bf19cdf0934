import { Injectable } from '@nestjs/common';
import type { ContentFeedPage, FeedQuery } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { PostPresenter } from '../posts/post-presenter';
import { PostsRepository } from '../posts/posts.repository';
import { type BookmarkCursor, ReactionsRepository } from '../posts/reactions.repository';

const cursorOf = ({ createdAt, postId }: { createdAt: Date; postId: string }) =>
  `${createdAt.getTime()}:${postId}`;

function parseCursor(cursor: string | undefined): BookmarkCursor | null {
  if (!cursor) return null;
  const [at, postId] = cursor.split(':');
  return { at: new Date(Number(at)), postId };
}

/**
 * The posts a viewer bookmarked, newest bookmark first, shown as any post is to them: one they
 * can no longer open comes back locked, one that was deleted is left out.
 */
@Injectable()
export class ListBookmarksUseCase {
  constructor(
    private readonly reactions: ReactionsRepository,
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
  ) {}

  async execute(user: AuthenticatedUser, query: FeedQuery): Promise<ContentFeedPage> {
    const bookmarks = await this.reactions.bookmarksOf(
      user.id,
      parseCursor(query.cursor),
      query.limit,
    );
    const posts = await this.posts.findManyLive(bookmarks.map((bookmark) => bookmark.postId));
    const last = bookmarks.at(-1);
    return {
      items: await this.presenter.present(posts, user),
      nextCursor: bookmarks.length === query.limit && last ? cursorOf(last) : null,
    };
  }
}
