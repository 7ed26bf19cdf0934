import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError, unauthorized } from '../http/api-errors';
import { INVALID_TOKEN_MESSAGE } from './access-token';
import { NO_TOKEN_MESSAGE } from './jwt.strategy';

/**
 * For routes visitors may call too: without a token the request goes on with no user; a token
 * that is bad or belongs to an ended session is still refused, so a stale client learns it.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    if (info instanceof ApiError) throw info;
    if (info instanceof Error && info.message === NO_TOKEN_MESSAGE) return null as TUser;
    throw unauthorized(INVALID_TOKEN_MESSAGE);
  }
}
