import { Inject, Injectable } from '@nestjs/common';
import { normalizeRole } from '@tessera/rules';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TokenVerificationSettings } from '../config/env-schemas';
import { unauthorized } from '../http/api-errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  type AccessTokenClaims,
  type AuthenticatedUser,
  INVALID_TOKEN_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from './access-token';
import { SessionRevocations } from './session-revocations';

export const TOKEN_VERIFICATION_SETTINGS = Symbol('TOKEN_VERIFICATION_SETTINGS');
/** Where verification keys come from; auth binds its own key store instead of fetching itself. */
export const ACCESS_TOKEN_KEYS = Symbol('ACCESS_TOKEN_KEYS');

/**
 * The published keys, fetched once and cached as key objects (no per-request key parsing); a token
 * naming an unknown key id triggers one refetch, at most every 30 s.
 */
export function remoteAccessTokenKeys(settings: TokenVerificationSettings): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(settings.JWKS_URL), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    timeoutDuration: 3_000,
  });
}

/** Verifies an access token's signature, claims and session; the only way a caller is trusted. */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    @Inject(TOKEN_VERIFICATION_SETTINGS) private readonly settings: TokenVerificationSettings,
    @Inject(ACCESS_TOKEN_KEYS) private readonly keys: JWTVerifyGetKey,
    private readonly revocations: SessionRevocations,
  ) {}

  async verify(token: string): Promise<AuthenticatedUser> {
    let claims: Partial<AccessTokenClaims>;
    try {
      const verified = await jwtVerify(token, this.keys, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: this.settings.JWT_ISSUER,
        audience: this.settings.JWT_AUDIENCE,
      });
      claims = verified.payload as Partial<AccessTokenClaims>;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw unauthorized(INVALID_TOKEN_MESSAGE);
      throw error;
    }
    const role = typeof claims.role === 'string' ? normalizeRole(claims.role) : null;
    if (
      claims.typ !== 'access' ||
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      !role
    ) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    if (this.revocations.isRevoked(claims.sid)) throw unauthorized(SESSION_ENDED_MESSAGE);
    return { id: claims.sub, role, sessionId: claims.sid };
  }
}
