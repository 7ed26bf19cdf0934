import { Injectable } from '@nestjs/common';
import { type RequestContext, unauthorized } from '@tessera/platform';
import { LoginThrottle } from '../credentials/login-throttle';
import { PasswordHasher } from '../credentials/password-hasher';
import { tooManyAttempts } from '../credentials/too-many-attempts';
import { auditEvent } from '../events/auth-event.builder';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { TwoFactorService, WRONG_CODE } from './two-factor.service';

export const WRONG_PASSWORD = 'Your current password is not right';

/** What a signed-in person offers to confirm a sensitive change: the password, or a code. */
export type Proof = { password: string } | { code: string };

/**
 * Checks the password or authenticator code behind a sensitive change (turning two-factor off,
 * changing the password, deleting the account), counted by the same throttle as sign-ins, so a
 * stolen session cannot guess its way through.
 */
@Injectable()
export class AccountProof {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly hasher: PasswordHasher,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersRepository,
  ) {}

  async confirm(user: User, proof: Proof, context: RequestContext): Promise<void> {
    const refusal = await this.throttle.refusal(user.email, context.ipAddress);
    if (refusal) throw tooManyAttempts(refusal);
    const valid =
      'password' in proof
        ? await this.hasher.verify(user.passwordHash, proof.password)
        : await this.twoFactor.acceptCode(user._id, proof.code);
    if (valid) return;
    await this.throttle.recordFailure(user.email, context.ipAddress);
    await this.users.appendEvents(user._id, [
      auditEvent(
        {
          action: 'password' in proof ? 'user.login_failed' : 'user.two_factor_failed',
          outcome: 'failure',
          userId: user._id,
          resource: 'user',
          resourceId: user._id,
          details: { reason: 'confirmation' },
        },
        context,
      ),
    ]);
    throw unauthorized('password' in proof ? WRONG_PASSWORD : WRONG_CODE);
  }
}
