import { Injectable } from '@nestjs/common';
import type { SignInOutcomeDto } from '@tessera/contracts';
import { StandaloneOutboxStore, unauthorized, type RequestContext } from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import { LoginThrottle } from '../credentials/login-throttle';
import { tooManyAttempts } from '../credentials/too-many-attempts';
import { PasswordHasher } from '../credentials/password-hasher';
import { auditEvent } from '../events/auth-event.builder';
import { TwoFactorSignIn } from '../two-factor/two-factor-sign-in.service';
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
    private readonly twoFactor: TwoFactorSignIn,
    private readonly standaloneOutbox: StandaloneOutboxStore,
  ) {}

  /**
   * One answer for a wrong password and an unknown email, so accounts cannot be discovered; the
   * throttle refuses the same way for both.
   */
  async signIn(input: PasswordSignIn, context: RequestContext): Promise<SignInOutcomeDto> {
    const refusal = await this.throttle.refusal(input.email, context.ipAddress);
    if (refusal) throw tooManyAttempts(refusal);
    const user = await this.users.findByEmail(input.email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(input.email, context.ipAddress);
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
      }
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await this.throttle.forgetAddress(input.email, context.ipAddress);
    return this.twoFactor.complete(user, {
      rememberMe: input.rememberMe ?? false,
      context,
      action: 'user.login',
      method: 'password',
    });
  }
}
