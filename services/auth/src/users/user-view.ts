import type { PublicUserDto, UserDto } from '@tessera/contracts';
import { statusOf, verificationStatusOf } from '../account-status/account-standing';
import type { User } from './user.schema';

export function toPublicUser(user: User): PublicUserDto {
  return {
    id: user._id,
    username: user.username,
    displayName: user.displayName,
    avatar: user.avatar,
    coverImage: user.coverImage,
    bio: user.bio,
    socialLinks: user.socialLinks ?? {},
    role: user.role,
    isVerified: user.isVerified,
    showSubscriberCount: user.showSubscriberCount ?? false,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The account as its owner (or an admin) sees it: never the password hash or the outbox. */
export function toUserDto(user: User): UserDto {
  const tier = user.subscriptionTier;
  return {
    ...toPublicUser(user),
    email: user.email,
    authProvider: user.authProvider,
    emailVerified: user.emailVerified,
    ...(user.setupComplete === undefined || user.setupComplete === null
      ? {}
      : { setupComplete: user.setupComplete }),
    subscriptionTier: tier
      ? {
          tierId: tier.tierId,
          status: tier.status,
          currentPeriodEnd: tier.currentPeriodEnd
            ? new Date(tier.currentPeriodEnd).toISOString()
            : null,
        }
      : null,
    subscriptionStatus: tier?.status ?? null,
    status: statusOf(user),
    verificationStatus: verificationStatusOf(user),
    showOnlineStatus: user.showOnlineStatus ?? true,
    showInSearch: user.showInSearch ?? true,
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}
