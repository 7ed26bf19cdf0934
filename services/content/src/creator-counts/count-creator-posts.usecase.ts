import { Inject, Injectable } from '@nestjs/common';
import type { CreatorCountsDto } from '@tessera/contracts';
import { type AuthenticatedUser, notFound } from '@tessera/platform';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { canManage } from '../posts/post-access';
import { PostsRepository } from '../posts/posts.repository';

export const CREATOR_NOT_FOUND = 'Creator not found';

/**
 * The counts a creator's public profile shows: their published posts, the files in them and the
 * likes they received. A suspended or banned creator is out of public view here as everywhere:
 * 404 to all but the creator and admins.
 */
@Injectable()
export class CountCreatorPostsUseCase {
  constructor(
    @Inject(PostsRepository)
    private readonly posts: Pick<PostsRepository, 'publishedTotalsOf'>,
    @Inject(CreatorProfilesRepository)
    private readonly creators: Pick<CreatorProfilesRepository, 'withdrawnAmong'>,
  ) {}

  async execute(creatorId: string, viewer: AuthenticatedUser | null): Promise<CreatorCountsDto> {
    if (!canManage(viewer, { creatorId })) {
      const withdrawn = await this.creators.withdrawnAmong([creatorId]);
      if (withdrawn.has(creatorId)) throw notFound(CREATOR_NOT_FOUND);
    }
    return this.posts.publishedTotalsOf(creatorId);
  }
}
