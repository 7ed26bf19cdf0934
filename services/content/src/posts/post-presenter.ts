import { Injectable } from '@nestjs/common';
import type { ContentAccessDto, ContentDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { ReactionsRepository } from './reactions.repository';
import { CreatorTiersClient } from '../entitlements/creator-tiers.client';
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
    private readonly creatorTiers: CreatorTiersClient,
  ) {}

  async viewerOf(user: AuthenticatedUser | null): Promise<Viewer> {
    return { user, entitlements: user ? await this.entitlements.find(user.id) : null };
  }

  /**
   * Each post's access for the viewer. The tiers of the creators whose posts may be locked to the
   * viewer are asked for: they say what the viewer's tier opens and which tier a lock offers.
   */
  async decide(posts: readonly Post[], viewer: Viewer, now: Date): Promise<ContentAccessDto[]> {
    const lockable = posts.filter(
      (post) => post.privacyLevel !== 'public' && !canManage(viewer.user, post),
    );
    const tiers = await this.creatorTiers.tiersOf(lockable.map((post) => post.creatorId));
    return posts.map((post) => decidePostAccess(post, viewer, now, tiers.get(post.creatorId)));
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
    const viewer = known ?? (await this.viewerOf(user));
    const [decisions, creators, states] = await Promise.all([
      this.decide(posts, viewer, now),
      this.creators.summaries(posts.map((post) => post.creatorId)),
      this.reactions.statesOf(
        user?.id ?? null,
        posts.map((post) => post._id),
      ),
    ]);
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
