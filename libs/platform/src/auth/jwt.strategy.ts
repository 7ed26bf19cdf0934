import { Inject, Injectable } from '@nestjs/common';
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

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(JWT_SETTINGS) settings: JwtSettings) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: settings.JWT_SECRET,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: settings.JWT_ISSUER,
      audience: settings.JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(claims: Partial<AccessTokenClaims>): AuthenticatedUser {
    const role = typeof claims.role === 'string' ? normalizeRole(claims.role) : null;
    if (
      claims.typ !== 'access' ||
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      !role
    ) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    return { id: claims.sub, role, sessionId: claims.sid };
  }
}
