import { authSessionSchema, signInOutcomeSchema, userSchema } from '@tessera/contracts';
import type { DataResponseDoc } from '@tessera/platform';
import { z } from 'zod';

/** What every way of signing in answers. */
export const sessionResponse: DataResponseDoc = {
  description: 'Session: { user, token, refreshToken, expiresAt, sessionExpiresAt }',
  data: authSessionSchema,
};

/** What a sign-in answers: a session, or a challenge when the account has two-factor sign-in on. */
export const signInOutcomeResponse: DataResponseDoc = {
  description:
    'Session: { user, token, refreshToken, expiresAt, sessionExpiresAt }; with two-factor sign-in on, { twoFactorRequired: true, challengeToken } for POST /api/auth/2fa/verify',
  data: signInOutcomeSchema,
};

/** The account after reading or changing it. */
export const accountResponse: DataResponseDoc = {
  description: '{ user }: the account',
  data: z.object({ user: userSchema }),
};

/** A success that carries only its message. */
export const doneResponse = (description: string): DataResponseDoc => ({
  description,
  data: z.null(),
});
