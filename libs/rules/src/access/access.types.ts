import { type PrivacyLevel } from '../content/content.types';
import { type SubscriptionSnapshot } from '../subscription/subscription-period.rule';
import { type SubscriptionTier } from '../tiers/tier.types';
import { type CreatorTierOffer } from './creator-tier-access.rule';

export type UpgradeUrl = '/login' | '/subscription' | '/register?role=creator';

export interface AccessDenied {
  allowed: false;
  reason: string;
  /** Tier id that would lift the denial. */
  requiredTier?: string;
  /** Tier id the user holds now, when they hold an active one. */
  currentTier?: string;
  upgradeUrl?: UpgradeUrl;
  /** The creator's cheapest tier on sale that lifts the denial, where a creator's tier does. */
  cheapestTier?: CreatorTierOffer;
}

export type AccessDecision = { allowed: true } | AccessDenied;

/** A signed-in user as the checks see them; role text may be in any letter case. */
export interface AccessUser {
  id: string;
  role: string;
  subscription?: SubscriptionSnapshot | null;
}

export interface AccessContent {
  creatorId: string;
  isPublic: boolean;
  requiresSubscription: boolean;
  privacyLevel: PrivacyLevel;
}

/** Every check reads the platform catalogue unless given another, e.g. one loaded from storage. */
export interface TierSource {
  tiers?: readonly SubscriptionTier[];
}
