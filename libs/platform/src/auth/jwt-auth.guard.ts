import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { unauthorized } from '../http/api-errors';
import { INVALID_TOKEN_MESSAGE } from './jwt.strategy';

/** Requires a valid bearer access token; the failure says whether one was missing or bad. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error) throw error;
    if (!user) {
      const missing = info instanceof Error && /No auth token/i.test(info.message);
      throw unauthorized(missing ? 'No authentication token found' : INVALID_TOKEN_MESSAGE);
    }
    return user;
  }
}
