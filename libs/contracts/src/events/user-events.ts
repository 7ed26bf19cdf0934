import { z } from 'zod';

const roleValue = z.enum(['subscriber', 'creator', 'admin']);

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
      role: roleValue,
      isVerified: z.boolean(),
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
  reason: z.enum(['logout', 'reuse-detected', 'password-reset', 'role-changed', 'banned']),
  revokedAt: z.iso.datetime(),
});
