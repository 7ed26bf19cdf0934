import { type PrivacyLevel } from '../content/content.types';

/** Where a creator sets up the tiers fans subscribe to. */
export const TIER_SETTINGS_PAGE = '/subscription-settings';

/** The next step of a creator who sells no tier and writes a post for subscribers. */
export const FIRST_TIER_STEP = 'Create a subscription tier before publishing posts for subscribers';
export const FIRST_TIER_REQUIRED = `${FIRST_TIER_STEP}: ${TIER_SETTINGS_PAGE}`;

/** A post as the first-tier rule reads it. */
export interface PostOnOffer {
  privacyLevel: PrivacyLevel;
  /** Pay-per-view price in cents, or null when the post is sold only through tiers. */
  priceCents: number | null;
}

/**
 * Whether a creator must create a tier before publishing `post`: a post for subscribers (any
 * privacy level but public) that is not sold on its own could be opened by nobody while its
 * creator sells no tier. A pay-per-view price makes it buyable without one. `sellsATier` is null
 * when nobody could say (billing did not answer): publishing is then not held up.
 */
export function needsFirstTier(post: PostOnOffer, sellsATier: boolean | null): boolean {
  if (post.privacyLevel === 'public' || post.priceCents !== null) return false;
  return sellsATier === false;
}
