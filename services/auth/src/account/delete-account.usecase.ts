import { Inject, Injectable } from '@nestjs/common';
import { buildEvent, Mailer, notFound, type RequestContext } from '@tessera/platform';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { LoginThrottle } from '../credentials/login-throttle';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import { auditEvent, userUpdatedEvent } from '../events/auth-event.builder';
import { accountDeletedMail } from '../mail/account-mails';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { SessionService } from '../sessions/session.service';
import { AccountProof, type Proof } from '../two-factor/account-proof';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersRepository } from '../users/users.repository';

export const ACCOUNT_DELETED = 'Your account was deleted';
export const DELETED_DISPLAY_NAME = 'Deleted account';

/**
 * The holder deletes their account, confirmed by the password or a current code: the profile and
 * credentials are erased in place (the id stays, so payments and reports that name it still
 * resolve), every session and device ends, and `user.deleted` tells the other services to remove
 * the posts, media and messages while billing keeps its ledger. A mail confirms it.
 */
@Injectable()
export class DeleteAccount {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly proof: AccountProof,
    private readonly sessions: SessionService,
    private readonly devices: RememberedDevicesService,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysRepository,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
  ) {}

  async execute(userId: string, proof: Proof, context: RequestContext): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.deletedAt) throw notFound('Account not found');
    await this.proof.confirm(user, proof, context);
    const deletedAt = new Date();
    const erasedName = `deleted_${user._id.replace(/-/g, '').slice(0, 12)}`;
    const publicChanges = {
      displayName: DELETED_DISPLAY_NAME,
      username: erasedName,
      bio: '',
      avatar: '',
      coverImage: '',
      socialLinks: {},
    };
    await this.users.update(
      userId,
      {
        ...publicChanges,
        usernameKey: erasedName,
        email: `${erasedName}@deleted.invalid`,
        emailVerified: false,
        passwordHash: null,
        googleId: null,
        deletedAt,
      },
      [
        auditEvent(
          {
            action: 'user.account_deleted',
            outcome: 'success',
            userId,
            resource: 'user',
            resourceId: userId,
          },
          context,
        ),
        userUpdatedEvent(userId, publicChanges, userId, context),
        buildEvent(
          'user.deleted',
          { userId, role: user.role, deletedAt: deletedAt.toISOString() },
          { producer: 'auth', key: userId, actorId: userId, correlationId: context.requestId },
        ),
      ],
    );
    await this.sessions.endAll(userId, 'account-deleted', context);
    await this.devices.forgetAll(userId, context);
    await this.twoFactor.erase(userId);
    await this.passkeys.removeAllOf(userId);
    await this.throttle.forgetAccount(user.email);
    this.mailer.sendInBackground(
      accountDeletedMail(user.email, user.displayName, this.config.PUBLIC_WEB_URL),
    );
  }
}
