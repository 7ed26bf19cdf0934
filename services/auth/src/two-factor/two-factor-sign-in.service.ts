import { Injectable } from '@nestjs/common';
import type { SignInOutcomeDto } from '@tessera/contracts';
import { type RequestContext, unauthorized } from '@tessera/platform';
import { LoginThrottle } from '../credentials/login-throttle';
import { tooManyAttempts } from '../credentials/too-many-attempts';
import { auditEvent } from '../events/auth-event.builder';
import { SessionService, type StartSessionOptions } from '../sessions/session.service';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { TwoFactorChallenges } from './two-factor-challenges';
import { TwoFactorService, WRONG_CODE } from './two-factor.service';

export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';

/** The second factor as the sign-in's second step sends it. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Where password, Google and emailed-link sign-ins end: an account with two-factor sign-in on gets
 * a challenge instead of tokens, and the session starts once a code or recovery code answers it.
 * A remembered device skips the step: it was remembered by a session that had passed it.
 */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: TwoFactorChallenges,
    private readonly sessions: SessionService,
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
  ) {}

  async complete(user: User, options: StartSessionOptions): Promise<SignInOutcomeDto> {
    if (!(await this.twoFactor.isEnabled(user._id))) return this.sessions.start(user, options);
    const challengeToken = await this.challenges.issue({
      userId: user._id,
      rememberMe: options.rememberMe,
      method: options.method,
    });
    return { twoFactorRequired: true, challengeToken };
  }

  /** Wrong codes count against the account and address like wrong passwords. */
  async verify(
    challengeToken: string,
    factor: SecondFactor,
    context: RequestContext,
  ): Promise<SignInOutcomeDto> {
    const pending = await this.challenges.find(challengeToken);
    const user = pending ? await this.users.findById(pending.userId) : null;
    if (!pending || !user) throw unauthorized(CHALLENGE_EXPIRED);
    const refusal = await this.throttle.refusal(user.email, context.ipAddress);
    if (refusal) throw tooManyAttempts(refusal);
    const accepted =
      'code' in factor
        ? await this.twoFactor.acceptCode(user._id, factor.code)
        : await this.twoFactor.acceptRecoveryCode(user._id, factor.recoveryCode, context);
    if (!accepted) {
      await this.throttle.recordFailure(user.email, context.ipAddress);
      await this.challenges.recordFailure(pending.id);
      await this.users.appendEvents(user._id, [
        auditEvent(
          {
            action: 'user.two_factor_failed',
            outcome: 'failure',
            userId: user._id,
            resource: 'user',
            resourceId: user._id,
            details: { factor: 'code' in factor ? 'code' : 'recovery-code' },
          },
          context,
        ),
      ]);
      throw unauthorized(WRONG_CODE);
    }
    if (!(await this.challenges.spend(pending.id))) throw unauthorized(CHALLENGE_EXPIRED);
    await this.throttle.forgetAddress(user.email, context.ipAddress);
    return this.sessions.start(user, {
      rememberMe: pending.rememberMe,
      context,
      action: 'user.login',
      method: pending.method,
    });
  }
}
