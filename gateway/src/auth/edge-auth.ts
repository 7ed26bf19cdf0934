import { type ExecutionContext, Injectable } from '@nestjs/common';
import { INVALID_TOKEN_MESSAGE, JwtAuthGuard, unauthorized } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';

const BEARER = /^bearer(\s|$)/i;

/**
 * Rejects a bad bearer token at the edge, before it costs a service any work. Requests without
 * one pass: each service decides what is public, and verifies accepted tokens again itself.
 */
@Injectable()
export class EdgeAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const { authorization } = context.switchToHttp().getRequest<FastifyRequest>().headers;
    if (!authorization || !BEARER.test(authorization)) return true;
    return super.canActivate(context);
  }

  /** Every failure, an empty `Bearer` included, gets the same answer: nothing to probe. */
  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error || !user) throw unauthorized(INVALID_TOKEN_MESSAGE);
    return user;
  }
}
