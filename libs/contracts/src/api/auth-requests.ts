import { z } from 'zod';
import {
  MESSAGES,
  displayNameSchema,
  emailSchema,
  type loginSchema,
  newPasswordSchema,
  profileUpdateSchema,
  type registerRequestSchema,
  roleSchema,
  usernameSchema,
} from '@tessera/rules';

const tokenField = z.string().trim().min(1, 'Token is required').max(512);

export const refreshRequestSchema = z.object({ refreshToken: tokenField });
export const logoutRequestSchema = z.object({ refreshToken: tokenField.optional() });
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: tokenField,
  password: newPasswordSchema,
});
export const verifyEmailRequestSchema = z.object({ token: tokenField });
export const deviceSignInRequestSchema = z.object({ deviceToken: tokenField });
export const signInLinkRequestSchema = z.object({ email: emailSchema });
export const signInLinkVerifyRequestSchema = z.object({ token: tokenField });

export const googleLoginRequestSchema = z.object({
  credential: z
    .string({ error: MESSAGES.googleCredentialMissing })
    .trim()
    .min(1, MESSAGES.googleCredentialMissing)
    .max(4096),
});
export const googleRegisterRequestSchema = googleLoginRequestSchema.extend({ role: roleSchema });

export const listUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** What an admin may change on any account beyond the owner's own profile fields. */
export const updateUserRequestSchema = profileUpdateSchema.safeExtend({
  username: usernameSchema.optional(),
  displayName: displayNameSchema.optional(),
  role: z.enum(['subscriber', 'creator', 'admin']).optional(),
  isVerified: z.boolean().optional(),
});

export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type GoogleRegisterRequest = z.infer<typeof googleRegisterRequestSchema>;
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type LoginRequestBody = z.input<typeof loginSchema>;
export type RegisterRequestBody = z.input<typeof registerRequestSchema>;
export type ProfileUpdateRequestBody = z.input<typeof profileUpdateSchema>;
export type RefreshRequestBody = z.input<typeof refreshRequestSchema>;
export type LogoutRequestBody = z.input<typeof logoutRequestSchema>;
export type ForgotPasswordRequestBody = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequestBody = z.input<typeof resetPasswordRequestSchema>;
export type VerifyEmailRequestBody = z.input<typeof verifyEmailRequestSchema>;
export type DeviceSignInRequestBody = z.input<typeof deviceSignInRequestSchema>;
export type GoogleLoginRequestBody = z.input<typeof googleLoginRequestSchema>;
export type GoogleRegisterRequestBody = z.input<typeof googleRegisterRequestSchema>;
