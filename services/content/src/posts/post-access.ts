import type { ContentAccessDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { checkContentAccess, isRole, isSubscriptionActive } from '@tessera/rules';
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
 * How the spec's rules read on the server:
 * - A pay-per-view unlock of the post is the check's bypass flag: what was bought is shown.
 * - The eight steps run next, with the viewer's platform plan as their "active tier"; a post is
 *   public exactly when its privacy level is public, and every other level requires a subscription.
 * - A post that passes them and is not public also needs the creator's own subscription, active
 *   now, to one of the tiers the post names (any tier when it names none). Admins and the creator
 *   pass, as in step 4.
 * Every denial carries the post's price when it can be unlocked on its own.
 */
export function decidePostAccess(post: AccessPost, viewer: Viewer, now: Date): ContentAccessDto {
  const { user, entitlements } = viewer;
  const unlockPrice = post.priceCents ? { unlockPriceCents: post.priceCents } : {};
  const unlocked = entitlements?.unlocks?.[post._id] !== undefined;
  const isPublic = post.privacyLevel === 'public';

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
  if (!platform.allowed) return { ...platform, ...unlockPrice };
  if (isPublic || unlocked || !user) return platform;
  if (isRole(user.role, 'admin') || user.id === post.creatorId) return platform;

  const subscription = entitlements?.creators?.[post.creatorId];
  if (!subscription || !isSubscriptionActive(subscription, now)) {
    return {
      allowed: false,
      reason: CREATOR_SUBSCRIPTION_REQUIRED,
      upgradeUrl: `/profile/${post.creatorId}`,
      ...unlockPrice,
    };
  }
  if (post.tierIds.length > 0 && !post.tierIds.includes(subscription.tierId)) {
    return {
      allowed: false,
      reason: CREATOR_TIER_REQUIRED,
      currentTier: subscription.tierId,
      requiredTier: post.tierIds[0],
      upgradeUrl: `/profile/${post.creatorId}`,
      ...unlockPrice,
    };
  }
  return { allowed: true };
}
