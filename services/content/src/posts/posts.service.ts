import { Injectable } from '@nestjs/common';
import type { ContentDto, ListContentQuery, Paginated, PostStatus } from '@tessera/contracts';
import { type AuthenticatedUser, notFound } from '@tessera/platform';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { canManage, isAdmin } from './post-access';
import { PostPresenter } from './post-presenter';
import type { Post } from './post.schema';
import { PostsRepository } from './posts.repository';

export const CONTENT_NOT_FOUND = 'Content not found';

/** Statuses only the creator and admins see; everyone else gets 404 for them. */
const HIDDEN: readonly PostStatus[] = ['draft', 'pending', 'scheduled', 'archived', 'rejected'];

/** Reading posts, with the access check on every read. */
@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
    private readonly creators: CreatorProfilesRepository,
  ) {}

  /**
   * A live post the user may find: hidden statuses, and every post of a suspended or banned
   * account, are 404 except to those who manage it.
   */
  async findVisible(id: string, user: AuthenticatedUser | null): Promise<Post> {
    const post = await this.posts.findLive(id);
    if (!post || canManage(user, post)) {
      if (post) return post;
      throw notFound(CONTENT_NOT_FOUND);
    }
    const withdrawn = (await this.creators.withdrawnAmong([post.creatorId])).size > 0;
    if (HIDDEN.includes(post.status) || withdrawn) throw notFound(CONTENT_NOT_FOUND);
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
    // Posts of suspended and banned accounts are left out for everyone but admins and the owner.
    const withdrawn = own || isAdmin(user) ? [] : await this.creators.withdrawnIds();
    const { posts, total } =
      statuses.length === 0 || (query.creatorId && withdrawn.includes(query.creatorId))
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
              excludeCreatorIds: withdrawn,
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
