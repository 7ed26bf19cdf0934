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

export function checkoutPathForTier(tierId: string): string {
  return `/subscription/checkout?tier=${encodeURIComponent(tierId)}`;
}

/**
 * The spec's order: a brand-new account always completes its profile first, so a paid tier chosen
 * at registration is only sent to checkout when the account is no longer new.
 */
export function afterRegistrationDestination(input: {
  user: DestinationUser & { createdAt: Date | string | number };
  selectedTierId?: string | null;
  now: Date;
}): string {
  const { user, selectedTierId, now } = input;
  if (isNewAccount(user, now)) {
    return '/setup';
  }
  if (selectedTierId && selectedTierId !== FREE_CREATOR_TIER_ID) {
    return checkoutPathForTier(selectedTierId);
  }
  return postLoginDestination(user);
}
