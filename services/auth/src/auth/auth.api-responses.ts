import { authSessionSchema, userSchema } from '@tessera/contracts';
import type { DataResponseDoc } from '@tessera/platform';
import { z } from 'zod';

/** What every way of signing in answers. */
export const sessionResponse: DataResponseDoc = {
  description: 'Session: { user, token, refreshToken, expiresAt, sessionExpiresAt }',
  data: authSessionSchema,
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
