import { Injectable } from '@nestjs/common';
import type { ContentDto, ListContentQuery, Paginated, PostStatus } from '@tessera/contracts';
import { type AuthenticatedUser, notFound } from '@tessera/platform';
import { isRole } from '@tessera/rules';
import { PostPresenter } from './post-presenter';
import type { Post } from './post.schema';
import { PostsRepository } from './posts.repository';

export const CONTENT_NOT_FOUND = 'Content not found';

/** Statuses only the creator and admins see; everyone else gets 404 for them. */
const HIDDEN: readonly PostStatus[] = ['draft', 'pending', 'scheduled', 'archived', 'rejected'];

/** The creator and admins manage a post: they see it in every status and may change it. */
export const canManage = (user: AuthenticatedUser | null, post: Pick<Post, 'creatorId'>) =>
  !!user && (user.id === post.creatorId || isRole(user.role, 'admin'));

/** Reading posts, with the access check on every read. */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
  ) {}

  /** A live post the user may find: hidden statuses are 404 except to those who manage it. */
  async findVisible(id: string, user: AuthenticatedUser | null): Promise<Post> {
    const post = await this.posts.findLive(id);
    if (!post || (HIDDEN.includes(post.status) && !canManage(user, post))) {
      throw notFound(CONTENT_NOT_FOUND);
    }
    return post;
  }

  async get(id: string, user: AuthenticatedUser | null): Promise<ContentDto> {
    return this.presenter.presentOne(await this.findVisible(id, user), user);
  }

  /**
   * Others see published posts only; a creator naming their own id (or an admin naming anyone's)
   * sees every status, filtered by `status` when given.
   */
  async list(
    query: ListContentQuery,
    user: AuthenticatedUser | null,
  ): Promise<Paginated<ContentDto>> {
    const own = !!query.creatorId && canManage(user, { creatorId: query.creatorId });
    const wanted = query.status && query.status !== 'all' ? query.status : null;
    const statuses: PostStatus[] = own
      ? wanted
        ? [wanted]
        : ['draft', 'pending', 'scheduled', 'published', 'archived', 'rejected']
      : wanted && wanted !== 'published'
        ? []
        : ['published'];
    const active = (value: string | undefined) => (value && value !== 'all' ? value : undefined);
    const { posts, total } =
      statuses.length === 0
        ? { posts: [], total: 0 }
        : await this.posts.list(
            {
              creatorId: query.creatorId,
              statuses,
              type: active(query.type),
              privacyLevel: active(query.privacyLevel),
              category: active(query.category),
              tags: query.tags,
              search: query.q,
            },
            query.page,
            query.limit,
          );
    return {
      items: await this.presenter.present(posts, user),
      page: query.page,
      limit: query.limit,
      total,
    };
  }
}
