import { Injectable } from '@nestjs/common';
import type { ContentDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { ReactionsRepository } from './reactions.repository';
import { ViewerEntitlementsRepository } from '../entitlements/viewer-entitlements.repository';
import { MediaLibrary } from '../media/media-library';
import { canManage, decidePostAccess, type Viewer } from './post-access';
import { toContentDto } from './post-view.mapper';
import type { Post } from './post.schema';

/** Turns stored posts into what one viewer may see: access decided per post, on the server. */
@Injectable()
export class PostPresenter {
  constructor(
    private readonly entitlements: ViewerEntitlementsRepository,
    private readonly creators: CreatorProfilesRepository,
    private readonly media: MediaLibrary,
    private readonly reactions: ReactionsRepository,
  ) {}

  async viewerOf(user: AuthenticatedUser | null): Promise<Viewer> {
    return { user, entitlements: user ? await this.entitlements.find(user.id) : null };
  }

  /**
   * `known` is the viewer when the caller has already read it. Posts of suspended and banned
   * accounts are left out unless the viewer manages them.
   */
  async present(
    found: Post[],
    user: AuthenticatedUser | null,
    known?: Viewer,
  ): Promise<ContentDto[]> {
    const withdrawn = await this.creators.withdrawnAmong(found.map((post) => post.creatorId));
    const posts = found.filter((post) => !withdrawn.has(post.creatorId) || canManage(user, post));
    if (posts.length === 0) return [];
    const now = new Date();
    const [viewer, creators, states] = await Promise.all([
      known ?? this.viewerOf(user),
      this.creators.summaries(posts.map((post) => post.creatorId)),
      this.reactions.statesOf(
        user?.id ?? null,
        posts.map((post) => post._id),
      ),
    ]);
    const decisions = posts.map((post) => decidePostAccess(post, viewer, now));
    const media = await this.media.describeMany(
      posts.map((post, index) => ({ mediaIds: post.mediaIds, full: decisions[index].allowed })),
    );
    return posts.map((post, index) =>
      toContentDto(
        post,
        creators.get(post.creatorId)!,
        decisions[index],
        media[index],
        states[index],
      ),
    );
  }

  async presentOne(post: Post, user: AuthenticatedUser | null): Promise<ContentDto> {
    return (await this.present([post], user))[0];
  }
}
