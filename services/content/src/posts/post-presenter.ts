import { Injectable } from '@nestjs/common';
import type { ContentDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { ReactionsRepository } from '../engagement/reactions.repository';
import { ViewerEntitlementsRepository } from '../entitlements/viewer-entitlements.repository';
import { MediaLibrary } from '../media/media-library';
import { decidePostAccess, type Viewer } from './post-access';
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

  async present(posts: Post[], user: AuthenticatedUser | null): Promise<ContentDto[]> {
    if (posts.length === 0) return [];
    const viewer = await this.viewerOf(user);
    const now = new Date();
    const [creators, states] = await Promise.all([
      this.creators.summaries(posts.map((post) => post.creatorId)),
      this.reactions.statesOf(
        user?.id ?? null,
        posts.map((post) => post._id),
      ),
    ]);
    return Promise.all(
      posts.map(async (post, index) => {
        const access = decidePostAccess(post, viewer, now);
        const media = await this.media.describe(post.mediaIds, { full: access.allowed });
        return toContentDto(post, creators.get(post.creatorId)!, access, media, states[index]);
      }),
    );
  }

  async presentOne(post: Post, user: AuthenticatedUser | null): Promise<ContentDto> {
    return (await this.present([post], user))[0];
  }
}
