import { ROLES } from '@tessera/rules';
import { z } from 'zod';
import { accountStatusSchema, verificationStatusSchema } from './account-status';

const isoTime = z.iso.datetime();

export const authProviderSchema = z.enum(['local', 'google']);
export type AuthProvider = z.infer<typeof authProviderSchema>;

export const platformTierSchema = z.object({
  tierId: z.string(),
  status: z.enum(['active', 'canceled', 'expired', 'past_due']),
  currentPeriodEnd: isoTime.nullable(),
});
export type PlatformTierDto = z.infer<typeof platformTierSchema>;

/** What anyone may see of a user. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  coverImage: z.string(),
  bio: z.string(),
  socialLinks: z.record(z.string(), z.string()),
  role: z.enum(ROLES),
  isVerified: z.boolean(),
  /** The creator shows how many subscribe to them on their profile. */
  showSubscriberCount: z.boolean().optional(),
  createdAt: isoTime,
});
export type PublicUserDto = z.infer<typeof publicUserSchema>;

/** What the signed-in user (or an admin) sees of an account. */
export const userSchema = publicUserSchema.extend({
  email: z.string(),
  authProvider: authProviderSchema,
  emailVerified: z.boolean(),
  setupComplete: z.boolean().optional(),
  subscriptionTier: platformTierSchema.nullable(),
  subscriptionStatus: platformTierSchema.shape.status.nullable(),
  /** Whether the account may be used: suspended and banned accounts cannot sign in. */
  status: accountStatusSchema.optional(),
  verificationStatus: verificationStatusSchema.optional(),
  /** Others see when the account is online; only the account and admins see this choice. */
  showOnlineStatus: z.boolean().optional(),
  /** People search finds the profile; only the account and admins see this choice. */
  showInSearch: z.boolean().optional(),
  updatedAt: isoTime,
});
export type UserDto = z.infer<typeof userSchema>;

export const authSessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
  /** ISO time the access token expires. */
  expiresAt: isoTime,
  /** ISO time the session (refresh token family) ends: 24 hours, or 30 days with remember me. */
  sessionExpiresAt: isoTime,
});
export type AuthSessionDto = z.infer<typeof authSessionSchema>;

export const rememberedDeviceSchema = z.object({
  deviceToken: z.string(),
  expiresAt: isoTime,
});
export type RememberedDeviceDto = z.infer<typeof rememberedDeviceSchema>;

/** A remembered device as its owner sees it in the list of their devices: never its token. */
export const rememberedDeviceSummarySchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, such as "Firefox on Windows". */
  label: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  expiresAt: isoTime,
  /** The address it was last remembered or used from, when one was recorded. */
  ipAddress: z.string().nullable(),
});
export type RememberedDeviceSummaryDto = z.infer<typeof rememberedDeviceSummarySchema>;

export const googleConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
});
export type GoogleConfigDto = z.infer<typeof googleConfigSchema>;
