import { type PrivacyLevel } from '../content/content.types';

/** What a creator's tier opens, as the creator chose it (section 3's creator-owned tier). */
export type CreatorTierContentAccess = 'tier-specific' | 'all' | 'premium-only';

/** A creator's tier as the access rules read it: what it opens and what it costs. */
export interface CreatorTierTerms {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  contentAccess: CreatorTierContentAccess;
  isActive: boolean;
}

/** The cheapest tier that lifts a denial, as a refusal offers it: one click to its checkout. */
export interface CreatorTierOffer {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
}

/** A post as the creator tier rule reads it: its privacy level and the tiers it is made for. */
export interface TieredPost {
  privacyLevel: PrivacyLevel;
  tierIds: readonly string[];
}

/** Privacy levels each kind of tier opens among the posts not made for particular tiers. */
const LEVELS_OPENED: Record<CreatorTierContentAccess, readonly PrivacyLevel[]> = {
  all: ['public', 'subscribers', 'premium', 'private'],
  'premium-only': ['public', 'subscribers', 'premium'],
  'tier-specific': ['public', 'subscribers'],
};

/**
 * Whether holding `tier` of a post's creator opens the post: one paywall per creator, no platform
 * plan needed. A post made for particular tiers opens to exactly those; any other post opens by
 * its privacy level and the tier's contentAccess: every paying subscriber sees "subscribers"
 * posts, 'premium-only' adds premium posts, 'all' adds the exclusive (private) ones too. A tier
 * whose terms are unknown (billing did not answer, or the tier was withdrawn from sale) opens what
 * every tier opens and nothing more.
 */
export function creatorTierOpens(
  tier: { id: string; contentAccess?: CreatorTierContentAccess },
  post: TieredPost,
): boolean {
  if (post.tierIds.length > 0) return post.tierIds.includes(tier.id);
  return LEVELS_OPENED[tier.contentAccess ?? 'tier-specific'].includes(post.privacyLevel);
}

const offerOf = ({ id, name, priceCents, currency }: CreatorTierTerms): CreatorTierOffer => ({
  id,
  name,
  priceCents,
  currency,
});

const cheapestOf = (tiers: readonly CreatorTierTerms[]): CreatorTierOffer | undefined => {
  const [cheapest] = tiers
    .filter((tier) => tier.isActive)
    .sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));
  return cheapest ? offerOf(cheapest) : undefined;
};

/** The cheapest tier on sale that opens the post, or undefined when none does. */
export function cheapestTierOpening(
  tiers: readonly CreatorTierTerms[],
  post: TieredPost,
): CreatorTierOffer | undefined {
  return cheapestOf(tiers.filter((tier) => creatorTierOpens(tier, post)));
}

/** The cheapest tier on sale: any paying subscriber of a creator may message them. */
export function cheapestTierOnSale(
  tiers: readonly CreatorTierTerms[],
): CreatorTierOffer | undefined {
  return cheapestOf(tiers);
}
