import type { Role } from '@tessera/rules';

/** Claims of an access token; `sid` names the session (refresh-token family) it belongs to. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  sid: string;
  typ: 'access';
}

/** The caller as every service sees it after the token was verified. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  sessionId: string;
}

/** Ed25519 signatures: only auth holds a private key; everyone else verifies with public keys. */
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';
export const SESSION_ENDED_MESSAGE = 'Session has ended. Please sign in again.';
