import { Inject, Injectable } from '@nestjs/common';
import type { SignInOutcomeDto } from '@tessera/contracts';
import { Mailer, unauthorized, type RequestContext } from '@tessera/platform';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { LoginThrottle } from '../credentials/login-throttle';
import { auditEvent } from '../events/auth-event.builder';
import { AccountMailCap, mailCapReachedAudit } from '../mail/account-mail-cap';
import { linkTo, signInLinkMail } from '../mail/account-mails';
import { TwoFactorSignIn } from '../two-factor/two-factor-sign-in.service';
import { UsersRepository } from '../users/users.repository';

export const SIGN_IN_LINK_SENT =
  'If an account exists for that email, a sign-in link has been sent.';
export const INVALID_SIGN_IN_LINK =
  'This sign-in link is invalid or has expired. Please request a new one.';

/**
 * Sign-in by a single-use link mailed to the account's address: the way in while password sign-in
 * is paused for an account under attack, and for anyone who forgot their password.
 */
@Injectable()
export class SignInLinkService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tokens: AccountTokensRepository,
    private readonly users: UsersRepository,
    private readonly twoFactor: TwoFactorSignIn,
    private readonly throttle: LoginThrottle,
    private readonly mailCap: AccountMailCap,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Mails a link when the email has an account and its hourly allowance of sign-in links is not
   * spent; callers run it after answering, so neither shows in the answer.
   */
  async send(email: string, context: RequestContext): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    if (!(await this.mailCap.take('sign-in-link', user.email))) {
      await this.users.appendEvents(user._id, [
        mailCapReachedAudit('user.login_link_requested', user._id, context),
      ]);
      return;
    }
    const minutes = this.config.LOGIN_LINK_TTL_MINUTES;
    const token = await this.tokens.issue(user._id, 'sign-in-link', minutes * 60_000);
    await this.users.appendEvents(user._id, [
      auditEvent(
        {
          action: 'user.login_link_requested',
          outcome: 'success',
          userId: user._id,
          resource: 'user',
          resourceId: user._id,
        },
        context,
      ),
    ]);
    const url = linkTo(this.config.PUBLIC_WEB_URL, '/login/link', token);
    this.mailer.sendInBackground(signInLinkMail(user.email, user.displayName, url, minutes));
  }

  /** A working link proves the mailbox, so it also verifies the address. */
  async signIn(token: string, context: RequestContext): Promise<SignInOutcomeDto> {
    const userId = await this.tokens.consume(token, 'sign-in-link');
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw unauthorized(INVALID_SIGN_IN_LINK);
    const verified = user.emailVerified
      ? user
      : ((await this.users.update(user._id, { emailVerified: true }, [])) ?? user);
    await this.throttle.forgetAddress(user.email, context.ipAddress);
    return this.twoFactor.complete(verified, {
      rememberMe: false,
      context,
      action: 'user.login',
      method: 'link',
    });
  }
}
