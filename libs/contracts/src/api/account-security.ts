import { emailSchema, newPasswordSchema } from '@tessera/rules';
import { z } from 'zod';
import { authSessionSchema } from './user-dto';

const isoTime = z.iso.datetime();

/** Six digits from an authenticator app; spaces people type between the groups are ignored. */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A one-time recovery code as it was shown, letter case and dashes not mattering. */
export const recoveryCodeSchema = z
  .string()
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter a recovery code as it was shown to you'));

const currentPasswordSchema = z.string().min(1, 'Enter your current password').max(512);

export const twoFactorSetupSchema = z.object({
  /** Base32 secret, shown once for typing into an app that cannot scan the QR code. */
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnableRequestBody = z.input<typeof twoFactorEnableRequestSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesSchema>;

/** What a sign-in answers instead of tokens when the account has two-factor sign-in on. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Proves the first factor; good for one sign-in within a few minutes. */
  challengeToken: z.string(),
});
export type TwoFactorChallengeDto = z.infer<typeof twoFactorChallengeSchema>;

export const signInOutcomeSchema = z.union([authSessionSchema, twoFactorChallengeSchema]);
export type SignInOutcomeDto = z.infer<typeof signInOutcomeSchema>;

export { isTwoFactorChallenge } from './sign-in-outcome';

const challengeTokenSchema = z.string().trim().min(1, 'Token is required').max(512);

/** The second factor: a code from the app, or one of the recovery codes. */
export const twoFactorVerifyRequestSchema = z.union([
  z.object({ challengeToken: challengeTokenSchema, code: totpCodeSchema }),
  z.object({ challengeToken: challengeTokenSchema, recoveryCode: recoveryCodeSchema }),
]);
export type TwoFactorVerifyRequestBody = z.input<typeof twoFactorVerifyRequestSchema>;

/** Turning two-factor sign-in off takes a current code or the account's password. */
export const twoFactorDisableRequestSchema = z.union([
  z.object({ code: totpCodeSchema }),
  z.object({ password: currentPasswordSchema }),
]);
export type TwoFactorDisableRequestBody = z.input<typeof twoFactorDisableRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: isoTime.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusSchema>;

/** A live sign-in session as its owner sees it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session the request was made with. */
  current: z.boolean(),
  createdAt: isoTime,
  lastUsedAt: isoTime,
  /** Browser and system read from the user agent, such as "Firefox on Windows". */
  device: z.string(),
  /**
   * Where the session was started, coarsely: no location database is kept, so this is the
   * address's network (the last part of an IPv4 address, or all but the first 48 bits of an IPv6
   * one, hidden), or null when unknown.
   */
  place: z.string().nullable(),
});
export type AccountSessionDto = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequestBody = z.input<typeof changePasswordRequestSchema>;

/** Deleting an account takes its password, or a current code when two-factor sign-in is on. */
export const deleteAccountRequestSchema = z.union([
  z.object({ password: currentPasswordSchema }),
  z.object({ code: totpCodeSchema }),
]);
export type DeleteAccountRequestBody = z.input<typeof deleteAccountRequestSchema>;

/** A new address for the account, confirmed by the password or a code; it applies once confirmed. */
export const changeEmailRequestSchema = z.union([
  z.object({ newEmail: emailSchema, password: currentPasswordSchema }),
  z.object({ newEmail: emailSchema, code: totpCodeSchema }),
]);
export type ChangeEmailRequestBody = z.input<typeof changeEmailRequestSchema>;

export const confirmEmailChangeRequestSchema = z.object({
  token: z.string().trim().min(1, 'Token is required').max(512),
});
export type ConfirmEmailChangeRequestBody = z.input<typeof confirmEmailChangeRequestSchema>;

/** The parts of an export other services keep, each answered by `GET /internal/account-export/:userId`. */
export const ACCOUNT_EXPORT_PARTS = ['posts', 'messages', 'payments'] as const;
export type AccountExportPartName = (typeof ACCOUNT_EXPORT_PARTS)[number];

/** One service's part of an account's export: the newest `limit` records at most, of `total`. */
export const accountExportPartSchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type AccountExportPart = z.infer<typeof accountExportPartSchema>;

/** What an account's data export holds; the parts other services keep are listed when missing. */
export const accountExportSchema = z.object({
  exportedAt: isoTime,
  profile: z.record(z.string(), z.unknown()),
  sessions: z.array(accountSessionSchema),
  posts: z.array(z.record(z.string(), z.unknown())).nullable(),
  messages: z.array(z.record(z.string(), z.unknown())).nullable(),
  payments: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** Parts that could not be included, each with why. */
  missing: z.array(z.object({ part: z.string(), reason: z.string() })),
  /** Parts cut at their size limit: the newest `included` of `total` records are in the file. */
  capped: z.array(
    z.object({ part: z.string(), included: z.number().int(), total: z.number().int() }),
  ),
});
export type AccountExportDto = z.infer<typeof accountExportSchema>;
