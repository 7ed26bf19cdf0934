import { isRole } from '../roles';
import { FREE_CREATOR_TIER_ID } from '../tiers/tier.catalogue';
import { toDate } from '../time';
import { NEW_ACCOUNT_WINDOW_MS } from './session.constants';

export const DEFAULT_REDIRECT = '/dashboard';

export type PostLoginDestination =
  '/login' | '/setup' | '/creator-dashboard' | '/admin' | '/dashboard';

export interface SetupProfile {
  email: string;
  displayName?: string | null;
  bio?: string | null;
  setupComplete?: boolean | null;
}

export interface DestinationUser extends SetupProfile {
  role: string;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * An explicit setupComplete flag decides alone. Without it, a blank bio, a blank display name, or
 * a display name that is exactly the email's local part (trimmed, letter case kept) means the
 * profile still holds the values filled in at sign-up.
 */
export function needsSetup(user: SetupProfile): boolean {
  if (typeof user.setupComplete === 'boolean') {
    return !user.setupComplete;
  }
  const emailLocalPart = user.email.split('@')[0];
  return (
    isBlank(user.bio) ||
    isBlank(user.displayName) ||
    (user.displayName ?? '').trim() === emailLocalPart
  );
}

export function postLoginDestination(
  user: DestinationUser | null | undefined,
): PostLoginDestination {
  if (!user) {
    return '/login';
  }
  if (needsSetup(user)) {
    return '/setup';
  }
  if (isRole(user.role, 'creator')) {
    return '/creator-dashboard';
  }
  if (isRole(user.role, 'admin')) {
    return '/admin';
  }
  return DEFAULT_REDIRECT;
}

/** Created less than five minutes ago; an unparseable creation date is not new. */
export function isNewAccount(user: { createdAt: Date | string | number }, now: Date): boolean {
  const createdAt = toDate(user.createdAt);
  return createdAt !== null && now.getTime() - createdAt.getTime() < NEW_ACCOUNT_WINDOW_MS;
}

const CHECKOUT_PREFIX = '/subscription/checkout?tier=';

export function checkoutPathForTier(tierId: string): string {
  return `${CHECKOUT_PREFIX}${encodeURIComponent(tierId)}`;
}

/**
 * Where the first-run setup goes once saved or skipped: the checkout it was given (only a checkout
 * path of this site, so a crafted link cannot send anyone elsewhere), else the person's home.
 */
export function afterSetupDestination(
  user: DestinationUser,
  next: string | null | undefined,
): string {
  if (next?.startsWith(CHECKOUT_PREFIX)) return next;
  return postLoginDestination({ ...user, setupComplete: true });
}

/**
 * The spec's order: a brand-new account always completes its profile first; a paid tier chosen
 * at registration goes to checkout after that (carried by the setup page), and at once for an
 * account that is no longer new.
 */
export function afterRegistrationDestination(input: {
  user: DestinationUser & { createdAt: Date | string | number };
  selectedTierId?: string | null;
  now: Date;
}): string {
  const { user, selectedTierId, now } = input;
  const checkout =
    selectedTierId && selectedTierId !== FREE_CREATOR_TIER_ID
      ? checkoutPathForTier(selectedTierId)
      : null;
  if (isNewAccount(user, now)) {
    return checkout ? `/setup?next=${encodeURIComponent(checkout)}` : '/setup';
  }
  return checkout ?? postLoginDestination(user);
}
