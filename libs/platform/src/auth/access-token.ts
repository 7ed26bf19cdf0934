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

export const JWT_SETTINGS = Symbol('JWT_SETTINGS');
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
