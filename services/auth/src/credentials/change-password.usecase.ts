import { Injectable } from '@nestjs/common';
import { notFound, type RequestContext } from '@tessera/platform';
import { RememberedDevicesRepository } from '../devices/remembered-devices.repository';
import { auditEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import { AccountProof } from '../two-factor/account-proof';
import { UsersRepository } from '../users/users.repository';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';

export const PASSWORD_CHANGED = 'Password changed. You were signed out everywhere else.';

/**
 * A signed-in person replaces their password: the current one is checked (throttled like
 * sign-ins), every other session ends and every remembered device is forgotten, so whoever knew
 * the old password is out; the session that made the change stays signed in.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UsersRepository,
    private readonly proof: AccountProof,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly devices: RememberedDevicesRepository,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute(
    userId: string,
    currentSessionId: string,
    passwords: { currentPassword: string; newPassword: string },
    context: RequestContext,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Account not found');
    await this.proof.confirm(user, { password: passwords.currentPassword }, context);
    const passwordHash = await this.hasher.hash(passwords.newPassword);
    await this.users.update(userId, { passwordHash, passwordChangedAt: new Date() }, [
      auditEvent(
        {
          action: 'user.password_changed',
          outcome: 'success',
          userId,
          resource: 'user',
          resourceId: userId,
        },
        context,
      ),
    ]);
    await this.sessions.endOthers(userId, currentSessionId, 'password-changed', context);
    for (const deviceId of await this.devices.activeIds(userId)) {
      // Their sessions ended above; this one stays even if a remembered device started it.
      await this.devices.revoke(
        deviceId,
        [
          auditEvent(
            {
              action: 'device.revoked',
              outcome: 'success',
              userId,
              resource: 'device',
              resourceId: deviceId,
              details: { reason: 'password-changed' },
            },
            context,
          ),
        ],
        userId,
      );
    }
    await this.throttle.forgetAccount(user.email);
  }
}
