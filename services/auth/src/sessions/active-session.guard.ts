import { type ExecutionContext, Injectable } from '@nestjs/common';
import { type AuthenticatedUser, JwtAuthGuard, unauthorized } from '@tessera/platform';
import { SessionsRepository } from './sessions.repository';

export const SESSION_ENDED = 'Session has ended. Please sign in again.';

/**
 * A valid access token whose session was ended (logout, reuse of a refresh token, password reset)
 * is refused here, where sessions live, even before the token expires.
 */
@Injectable()
export class ActiveSessionGuard extends JwtAuthGuard {
  constructor(private readonly sessions: SessionsRepository) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>();
    if (!(await this.sessions.isActive(user.sessionId, user.id))) throw unauthorized(SESSION_ENDED);
    return true;
  }
}
