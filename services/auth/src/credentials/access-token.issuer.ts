import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, type AccessTokenClaims } from '@tessera/platform';
import type { Role } from '@tessera/rules';
import { SignJWT } from 'jose';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { SigningKeysService } from '../signing-keys/signing-keys.service';

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Short-lived access tokens, signed with the current key and verified with the published ones. */
@Injectable()
export class AccessTokenIssuer {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly keys: SigningKeysService,
  ) {}

  async issue(userId: string, role: Role, sessionId: string): Promise<IssuedAccessToken> {
    const key = await this.keys.signingKey();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const claims: Omit<AccessTokenClaims, 'sub'> = { role, sid: sessionId, typ: 'access' };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }
}
