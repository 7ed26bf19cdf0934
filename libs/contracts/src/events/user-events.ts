import { z } from 'zod';

const roleValue = z.enum(['subscriber', 'creator', 'admin']);

/** Where an account stands with identity verification; `verified` is what `isVerified` shows. */
export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;

export const userRegisteredSchema = z.object({
  userId: z.string().min(1),
  email: z.email(),
  username: z.string().min(1),
  displayName: z.string().min(1),
  role: roleValue,
  authProvider: z.enum(['local', 'google']),
  createdAt: z.iso.datetime(),
});

/** Only the public profile fields that changed; never credentials. */
export const userUpdatedSchema = z.object({
  userId: z.string().min(1),
  changes: z
    .object({
      displayName: z.string(),
      bio: z.string(),
      avatar: z.string(),
      coverImage: z.string(),
      socialLinks: z.record(z.string(), z.string()),
      setupComplete: z.boolean(),
      showSubscriberCount: z.boolean(),
      /** Privacy choices; absent from events older than them, which means shown. */
      showOnlineStatus: z.boolean(),
      showInSearch: z.boolean(),
      role: roleValue,
      isVerified: z.boolean(),
      verificationStatus: z.enum(VERIFICATION_STATUSES),
      username: z.string(),
    })
    .partial(),
  updatedAt: z.iso.datetime(),
});

export type UserUpdatedChanges = z.infer<typeof userUpdatedSchema>['changes'];

/**
 * Sessions that ended (logout, reuse of a rotated refresh token, password reset, a role change or
 * ban): their access tokens must be refused everywhere from now on, before they expire.
 */
export const sessionRevokedSchema = z.object({
  userId: z.string().min(1),
  sessionIds: z.array(z.string().min(1)).min(1),
  reason: z.enum([
    'logout',
    'reuse-detected',
    'password-reset',
    'password-changed',
    'account-deleted',
    'role-changed',
    'suspended',
    'banned',
  ]),
  revokedAt: z.iso.datetime(),
});

export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * An admin changed whether an account may be used. Suspended and banned accounts leave public view
 * and search, their sessions end, and subscriptions to them stop renewing; `reason` is told to the
 * account holder.
 */
export const userStatusChangedSchema = z.object({
  userId: z.string().min(1),
  role: roleValue,
  status: z.enum(ACCOUNT_STATUSES),
  previousStatus: z.enum(ACCOUNT_STATUSES),
  reason: z.string().max(2000),
  changedAt: z.iso.datetime(),
});

/**
 * The account holder deleted their account: auth has already erased its credentials and profile.
 * Others act on it: content removes the posts and media, messaging the conversations' personal
 * data, search the profile; billing keeps the ledger, as the law requires.
 */
export const userDeletedSchema = z.object({
  userId: z.string().min(1),
  role: roleValue,
  deletedAt: z.iso.datetime(),
});
