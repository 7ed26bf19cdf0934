import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError, unauthorized } from '../http/api-errors';
import { INVALID_TOKEN_MESSAGE } from './access-token';
import { NO_TOKEN_MESSAGE } from './jwt.strategy';

/**
 * Requires a valid bearer access token; the failure says whether one was missing, bad, or belongs
 * to a session that has ended.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    if (info instanceof ApiError) throw info;
    const missing = info instanceof Error && info.message === NO_TOKEN_MESSAGE;
    throw unauthorized(missing ? NO_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE);
  }
}
