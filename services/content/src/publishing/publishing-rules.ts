import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict, forbidden, PlatformSettingsReader } from '@tessera/platform';
import { FIRST_TIER_REQUIRED, needsFirstTier, type PostOnOffer } from '@tessera/rules';
import { findBannedTerm } from '../banned-terms/banned-term-matcher';
import { BannedTermsReader } from '../banned-terms/banned-terms-reader';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { CreatorTiersClient } from '../entitlements/creator-tiers.client';
import type { Post } from '../posts/post.schema';

/** Where the web app lets a creator ask for verification; the refusal names it. */
const VERIFICATION_PAGE = '/settings/verification';
export const VERIFY_BEFORE_PUBLISHING = `Verify your identity before publishing: ${VERIFICATION_PAGE}`;

export function bannedTermRefusal(term: string): string {
  return `This post contains a banned term: ${term}`;
}

/** The words of a post the banned terms are looked for in. */
export type PostWords = Pick<Post, 'title' | 'description' | 'tags'>;

/**
 * What the platform asks of a post before it is stored or published: none of the banned terms in
 * its title, description or tags, and, while `content.verificationRequiredToPublish` is on, a
 * creator whose identity an admin verified; a post for subscribers, a creator who sells a tier.
 * Drafts need neither.
 */
@Injectable()
export class PublishingRules {
  constructor(
    private readonly settings: PlatformSettingsReader,
    private readonly bannedTerms: BannedTermsReader,
    @Inject(CreatorProfilesRepository)
    private readonly profiles: Pick<CreatorProfilesRepository, 'isVerified'>,
    @Inject(CreatorTiersClient)
    private readonly tiers: Pick<CreatorTiersClient, 'sellsATier'>,
  ) {}

  /** The banned term the words contain, or null. */
  async bannedTermIn(words: PostWords): Promise<string | null> {
    return findBannedTerm(
      [words.title, words.description, ...words.tags],
      await this.bannedTerms.current(),
    );
  }

  /** Refuses with 400 naming the term when the words contain one. */
  async assertNoBannedTerm(words: PostWords): Promise<void> {
    const term = await this.bannedTermIn(words);
    if (term) throw badRequest(bannedTermRefusal(term));
  }

  /** Whether the creator's posts may be published now, as far as verification goes. */
  async mayPublish(creatorId: string): Promise<boolean> {
    const { content } = await this.settings.current();
    return !content.verificationRequiredToPublish || (await this.profiles.isVerified(creatorId));
  }

  /** Refuses with 403 pointing at the verification page when the creator may not publish. */
  async assertMayPublish(creatorId: string): Promise<void> {
    if (!(await this.mayPublish(creatorId))) throw forbidden(VERIFY_BEFORE_PUBLISHING);
  }

  /**
   * Refuses with 409 pointing at the tier settings when the post is for subscribers and its
   * creator sells no tier yet: nobody could subscribe to open it.
   */
  async assertTierForPost(creatorId: string, post: PostOnOffer): Promise<void> {
    if (post.privacyLevel === 'public' || post.priceCents !== null) return;
    if (needsFirstTier(post, await this.tiers.sellsATier(creatorId))) {
      throw conflict(FIRST_TIER_REQUIRED);
    }
  }

  /** Why a due scheduled post may not be published, or null when it may. */
  async refusalOf(post: PostWords & Pick<Post, 'creatorId'>): Promise<string | null> {
    const term = await this.bannedTermIn(post);
    if (term) return bannedTermRefusal(term);
    return (await this.mayPublish(post.creatorId)) ? null : VERIFY_BEFORE_PUBLISHING;
  }
}
