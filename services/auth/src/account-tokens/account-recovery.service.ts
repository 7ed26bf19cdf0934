import { Inject, Injectable } from '@nestjs/common';
import { badRequest, Mailer, type RequestContext } from '@tessera/platform';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { LoginThrottle } from '../credentials/login-throttle';
import { PasswordHasher } from '../credentials/password-hasher';
import { RememberedDevicesService } from '../devices/remembered-devices.service';
import { auditEvent } from '../events/auth-event.builder';
import { AccountMailCap, mailCapReachedAudit } from '../mail/account-mail-cap';
import { linkTo, passwordResetMail, verificationMail } from '../mail/account-mails';
import { SessionService } from '../sessions/session.service';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { AccountTokensRepository } from './account-tokens.repository';

export const RESET_LINK_SENT =
  'If an account exists for that email, a password reset link has been sent.';
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';
export const INVALID_VERIFICATION_LINK =
  'This verification link is invalid or has expired. Please request a new one.';
export const ALREADY_VERIFIED = 'Your email address is already verified';

@Injectable()
export class AccountRecoveryService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tokens: AccountTokensRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly devices: RememberedDevicesService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly mailCap: AccountMailCap,
    private readonly mailer: Mailer,
  ) {}

  private link(path: string, token: string): string {
    return linkTo(this.config.PUBLIC_WEB_URL, path, token);
  }

  async sendVerification(user: User): Promise<void> {
    const hours = this.config.EMAIL_VERIFICATION_TTL_HOURS;
    const token = await this.tokens.issue(user._id, 'verify-email', hours * 3_600_000);
    this.mailer.sendInBackground(
      verificationMail(user.email, user.displayName, this.link('/verify-email', token), hours),
    );
  }

  async resendVerification(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw badRequest('Account not found');
    if (user.emailVerified) throw badRequest(ALREADY_VERIFIED);
    await this.sendVerification(user);
  }

  async verifyEmail(token: string, context: RequestContext): Promise<User> {
    const userId = await this.tokens.consume(token, 'verify-email');
    const user = userId
      ? await this.users.update(userId, { emailVerified: true }, [
          auditEvent(
            {
              action: 'user.email_verified',
              outcome: 'success',
              userId,
              resource: 'user',
              resourceId: userId,
            },
            context,
          ),
        ])
      : null;
    if (!user) throw badRequest(INVALID_VERIFICATION_LINK);
    return user;
  }

  /**
   * Mails a reset link when the email has an account and its hourly allowance of reset mails is
   * not spent; callers run it after answering, so neither shows in the answer.
   */
  async requestPasswordReset(email: string, context: RequestContext): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    if (!(await this.mailCap.take('password-reset', user.email))) {
      await this.users.appendEvents(user._id, [
        mailCapReachedAudit('user.password_reset_requested', user._id, context),
      ]);
      return;
    }
    const minutes = this.config.PASSWORD_RESET_TTL_MINUTES;
    const token = await this.tokens.issue(user._id, 'reset-password', minutes * 60_000);
    await this.users.appendEvents(user._id, [
      auditEvent(
        {
          action: 'user.password_reset_requested',
          outcome: 'success',
          userId: user._id,
          resource: 'user',
          resourceId: user._id,
        },
        context,
      ),
    ]);
    this.mailer.sendInBackground(
      passwordResetMail(user.email, user.displayName, this.link('/reset-password', token), minutes),
    );
  }

  /**
   * A new password ends every session and forgets every remembered device, so whoever knew the
   * old one, or holds a device token, is signed out everywhere.
   */
  async resetPassword(token: string, password: string, context: RequestContext): Promise<void> {
    const userId = await this.tokens.consume(token, 'reset-password');
    if (!userId) throw badRequest(INVALID_RESET_LINK);
    const passwordHash = await this.hasher.hash(password);
    const user = await this.users.update(
      userId,
      // A working reset link proves the mailbox, so it also verifies the address.
      { passwordHash, passwordChangedAt: new Date(), emailVerified: true },
      [
        auditEvent(
          {
            action: 'user.password_reset',
            outcome: 'success',
            userId,
            resource: 'user',
            resourceId: userId,
          },
          context,
        ),
      ],
    );
    if (!user) throw badRequest(INVALID_RESET_LINK);
    await this.sessions.endAll(userId, 'password-reset', context);
    await this.devices.forgetAll(userId, context);
    await this.throttle.forgetAccount(user.email);
    await this.throttle.forgetAddress(user.email, context.ipAddress);
  }
}
