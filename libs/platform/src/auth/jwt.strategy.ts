import { Inject, Injectable, Optional } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { normalizeRole } from '@tessera/rules';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { JwtSettings } from '../config/env-schemas';
import { unauthorized } from '../http/api-errors';
import {
  ACCESS_TOKEN_ALGORITHM,
  type AccessTokenClaims,
  type AuthenticatedUser,
  JWT_SETTINGS,
} from './access-token';

/** Lets the owning service refuse tokens of a session that was revoked before the token expired. */
export interface SessionRevocationCheck {
  isActive(sessionId: string, userId: string): Promise<boolean>;
}
export const SESSION_REVOCATION_CHECK = Symbol('SESSION_REVOCATION_CHECK');

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SETTINGS) settings: JwtSettings,
    @Optional() @Inject(SESSION_REVOCATION_CHECK) private readonly sessions?: SessionRevocationCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.JWT_SECRET,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: settings.JWT_ISSUER,
      audience: settings.JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<AccessTokenClaims>): Promise<AuthenticatedUser> {
    const role = typeof claims.role === 'string' ? normalizeRole(claims.role) : null;
    if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !role) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    if (this.sessions && !(await this.sessions.isActive(claims.sid, claims.sub))) {
      throw unauthorized('Session has ended. Please sign in again.');
    }
    return { id: claims.sub, role, sessionId: claims.sid };
  }
}
