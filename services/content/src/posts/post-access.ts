import type { ContentAccessDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import {
  cheapestTierOpening,
  checkContentAccess,
  creatorTierOpens,
  type CreatorTierTerms,
  isRole,
  isSubscriptionActive,
} from '@tessera/rules';
import type { ViewerEntitlements } from '../entitlements/viewer-entitlements.schema';
import type { Post } from './post.schema';

export const CREATOR_SUBSCRIPTION_REQUIRED = 'Subscribe to this creator to view this content';
export const CREATOR_TIER_REQUIRED = "This post is for other tiers of this creator's subscription";

/** The creator and admins manage a post: they see it in every status and may change it. */
export const canManage = (user: AuthenticatedUser | null, post: Pick<Post, 'creatorId'>) =>
  !!user && (user.id === post.creatorId || isRole(user.role, 'admin'));

export const isAdmin = (user: AuthenticatedUser | null) => !!user && isRole(user.role, 'admin');

/** Who is looking at posts: the signed-in user, if any, and what they hold. */
export interface Viewer {
  user: AuthenticatedUser | null;
  entitlements: ViewerEntitlements | null;
}

export type AccessPost = Pick<
  Post,
  '_id' | 'creatorId' | 'privacyLevel' | 'priceCents' | 'tierIds'
>;

/**
 * How the rules read on the server, one paywall per creator:
 * - A pay-per-view unlock of the post is the check's bypass flag: what was bought is shown.
 * - A viewer paying the post's creator sees what their tier opens (libs/rules' creator tier rule),
 *   whatever their platform plan.
 * - Otherwise the spec's eight steps run, with the viewer's platform plan as their "active tier";
 *   a post is public exactly when its privacy level is public, and every other level requires a
 *   subscription. A post that passes them and is not public also needs the creator's own
 *   subscription, active now, to one of the tiers the post names (any tier when it names none):
 *   so a platform plan keeps adding its levels to any tier of the creator. Admins and the creator
 *   pass, as in step 4.
 * Every denial carries the post's price when it can be unlocked on its own, and the cheapest of
 * the creator's tiers (`creatorTiers`, those on sale) that opens it, when one does.
 */
export function decidePostAccess(
  post: AccessPost,
  viewer: Viewer,
  now: Date,
  creatorTiers: readonly CreatorTierTerms[] = [],
): ContentAccessDto {
  const { user, entitlements } = viewer;
  const unlocked = entitlements?.unlocks?.[post._id] !== undefined;
  const isPublic = post.privacyLevel === 'public';
  const held = user ? entitlements?.creators?.[post.creatorId] : undefined;
  const paid = held && isSubscriptionActive(held, now) ? held : null;
  const paidTier =
    paid && (creatorTiers.find((tier) => tier.id === paid.tierId) ?? { id: paid.tierId });
  if (paidTier && creatorTierOpens(paidTier, post)) return { allowed: true };

  const cheapest = cheapestTierOpening(creatorTiers, post);
  const nextStep = {
    ...(post.priceCents ? { unlockPriceCents: post.priceCents } : {}),
    ...(cheapest ? { cheapestTier: cheapest } : {}),
  };
  const tierRequired = (currentTier: string): ContentAccessDto => ({
    allowed: false,
    reason: CREATOR_TIER_REQUIRED,
    currentTier,
    requiredTier: cheapest?.id ?? post.tierIds[0],
    upgradeUrl: `/profile/${post.creatorId}`,
    ...nextStep,
  });

  const platform = checkContentAccess({
    bypass: unlocked,
    user: user
      ? { id: user.id, role: user.role, subscription: entitlements?.platform ?? null }
      : null,
    content: {
      creatorId: post.creatorId,
      isPublic,
      requiresSubscription: !isPublic,
      privacyLevel: post.privacyLevel,
    },
    now,
  });
  if (!platform.allowed) {
    // A paying subscriber is led to the creator's tier that opens the post, when one does.
    return paid && cheapest ? tierRequired(paid.tierId) : { ...platform, ...nextStep };
  }
  if (isPublic || unlocked || !user) return platform;
  if (isRole(user.role, 'admin') || user.id === post.creatorId) return platform;

  if (!paid) {
    return {
      allowed: false,
      reason: CREATOR_SUBSCRIPTION_REQUIRED,
      upgradeUrl: `/profile/${post.creatorId}`,
      ...nextStep,
    };
  }
  if (post.tierIds.length > 0 && !post.tierIds.includes(paid.tierId)) {
    return tierRequired(paid.tierId);
  }
  return { allowed: true };
}
