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
import { VerifiedTokenCache } from './verified-token-cache';

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

/**
 * Verified tokens kept per process: about 3 MB at this bound, far more than the signed-in clients
 * one replica serves within a token's lifetime.
 */
const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  user: AuthenticatedUser;
  expiresAtMs: number;
}

/**
 * Verifies an access token's signature, claims and session; the only way a caller is trusted. A
 * token's signature and claims are checked once and remembered until it expires; whether its
 * session has ended is checked on every call.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly verified = new VerifiedTokenCache<AuthenticatedUser>(VERIFIED_TOKENS_MAX);

  constructor(
    @Inject(TOKEN_VERIFICATION_SETTINGS) private readonly settings: TokenVerificationSettings,
    @Inject(ACCESS_TOKEN_KEYS) private readonly keys: JWTVerifyGetKey,
    private readonly revocations: SessionRevocations,
  ) {}

  async verify(token: string): Promise<AuthenticatedUser> {
    const now = Date.now();
    let user = this.verified.get(token, now);
    if (user === undefined) {
      const checked = await this.verifySignatureAndClaims(token);
      this.verified.set(token, checked.user, checked.expiresAtMs, now);
      user = checked.user;
    }
    if (this.revocations.isRevoked(user.sessionId)) throw unauthorized(SESSION_ENDED_MESSAGE);
    return { ...user };
  }

  private async verifySignatureAndClaims(token: string): Promise<VerifiedToken> {
    let claims: Partial<AccessTokenClaims> & { exp?: number };
    try {
      const verified = await jwtVerify(token, this.keys, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: this.settings.JWT_ISSUER,
        audience: this.settings.JWT_AUDIENCE,
      });
      claims = verified.payload as Partial<AccessTokenClaims> & { exp?: number };
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
    // A token without an expiry is accepted as before, but never remembered.
    const expiresAtMs = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    return { user: { id: claims.sub, role, sessionId: claims.sid }, expiresAtMs };
  }
}
