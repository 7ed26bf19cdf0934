import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, type AccessTokenClaims } from '@tessera/platform';
import type { Role } from '@tessera/rules';
import { SignJWT } from 'jose';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Short-lived access tokens, verified at the gateway and again by every service. */
@Injectable()
export class AccessTokenIssuer {
  private readonly key: Uint8Array;

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
  }

  async issue(userId: string, role: Role, sessionId: string): Promise<IssuedAccessToken> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const claims: Omit<AccessTokenClaims, 'sub'> = { role, sid: sessionId, typ: 'access' };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }
}
