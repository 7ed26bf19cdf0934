import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-strategy';
import { ApiError } from '../http/api-errors';
import type { AuthenticatedUser } from './access-token';
import { AccessTokenVerifier } from './access-token.verifier';

const BEARER = /^Bearer\s+(\S+)$/i;

export const NO_TOKEN_MESSAGE = 'No authentication token found';

type Done = (error: Error | null, user?: AuthenticatedUser | false) => void;

/** Passport strategy for `Authorization: Bearer <access token>`, verified by `AccessTokenVerifier`. */
class BearerTokenStrategy extends Strategy {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly validateUser: (user: AuthenticatedUser, done: Done) => void,
  ) {
    super();
  }

  /** Passport's types name Express requests; the Fastify request has the same `headers`. */
  override authenticate(request: { headers: { authorization?: string } }): void {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) {
      this.fail(new Error(NO_TOKEN_MESSAGE), 401);
      return;
    }
    this.verifier.verify(match[1]).then(
      (verified) =>
        this.validateUser(verified, (error, user) =>
          error ? this.error(error) : user ? this.success(user) : this.fail(401),
        ),
      (error: unknown) =>
        error instanceof ApiError ? this.fail(error, 401) : this.error(error as Error),
    );
  }
}

@Injectable()
export class JwtStrategy extends PassportStrategy(BearerTokenStrategy, 'jwt') {
  constructor(verifier: AccessTokenVerifier) {
    super(verifier);
  }

  validate(user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }
}
