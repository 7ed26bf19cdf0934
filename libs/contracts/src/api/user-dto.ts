import type { Role } from '@tessera/rules';

export type AuthProvider = 'local' | 'google';

export interface PlatformTierDto {
  tierId: string;
  status: 'active' | 'canceled' | 'expired' | 'past_due';
  currentPeriodEnd: string | null;
}

/** What anyone may see of a user. */
export interface PublicUserDto {
  id: string;
  username: string;
  displayName: string;
  avatar: string;
  coverImage: string;
  bio: string;
  socialLinks: Record<string, string>;
  role: Role;
  isVerified: boolean;
  createdAt: string;
}

/** What the signed-in user (or an admin) sees of an account. */
export interface UserDto extends PublicUserDto {
  email: string;
  authProvider: AuthProvider;
  emailVerified: boolean;
  setupComplete?: boolean;
  subscriptionTier: PlatformTierDto | null;
  subscriptionStatus: PlatformTierDto['status'] | null;
  updatedAt: string;
}

export interface AuthSessionDto {
  user: UserDto;
  token: string;
  refreshToken: string;
  /** ISO time the access token expires. */
  expiresAt: string;
  /** ISO time the session (refresh token family) ends: 24 hours, or 30 days with remember me. */
  sessionExpiresAt: string;
}

export interface RememberedDeviceDto {
  deviceToken: string;
  expiresAt: string;
}
