import { Injectable } from '@nestjs/common';
import type { AuthSessionDto } from '@tessera/contracts';
import {
  StandaloneOutboxStore,
  OutboxRelay,
  tooManyRequests,
  unauthorized,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import { LoginThrottle } from '../credentials/login-throttle';
import { PasswordHasher } from '../credentials/password-hasher';
import { auditEvent } from '../events/auth-events';
import type { RequestContext } from '../events/request-context';
import { SessionService } from '../sessions/session.service';
import { UsersRepository } from '../users/users.repository';

export const INVALID_CREDENTIALS = MESSAGES.invalidCredentials;

export interface PasswordSignIn {
  email: string;
  password: string;
  rememberMe?: boolean;
}

@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
    private readonly standaloneOutbox: StandaloneOutboxStore,
    private readonly relay: OutboxRelay,
  ) {}

  /** One answer for a wrong password and an unknown email, so accounts cannot be discovered. */
  async signIn(input: PasswordSignIn, context: RequestContext): Promise<AuthSessionDto> {
    const lockedFor = await this.throttle.lockedFor(input.email);
    if (lockedFor > 0) {
      const minutes = Math.ceil(lockedFor / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const user = await this.users.findByEmail(input.email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(input.email);
      const failure = auditEvent(
        {
          action: 'user.login_failed',
          outcome: 'failure',
          userId: user?._id,
          resource: 'user',
          resourceId: user?._id,
          details: { reason: user ? 'wrong-password' : 'unknown-email' },
        },
        context,
      );
      if (user) {
        await this.users.appendEvents(user._id, [failure]);
      } else {
        await this.standaloneOutbox.add(failure);
        this.relay.kick();
      }
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.throttle.reset(input.email);
    return this.sessions.start(user, {
      rememberMe: input.rememberMe ?? false,
      context,
      action: 'user.login',
      method: 'password',
    });
  }
}
