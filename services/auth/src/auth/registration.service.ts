import { Injectable } from '@nestjs/common';
import type { AuditAction, AuthSessionDto } from '@tessera/contracts';
import {
  conflict,
  isDuplicateKeyError,
  PlatformSettingsReader,
  type RequestContext,
} from '@tessera/platform';
import type { Role } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import { AccountRecoveryService } from '../account-tokens/account-recovery.service';
import { PasswordHasher } from '../credentials/password-hasher';
import { auditEvent, userRegisteredEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import type { User } from '../users/user.schema';
import { type NewUser, UsersRepository } from '../users/users.repository';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

export interface NewAccount {
  email: string;
  username: string;
  displayName: string;
  role: Role;
  authProvider: 'local' | 'google';
  password?: string;
  googleId?: string;
  emailVerified?: boolean;
}

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly recovery: AccountRecoveryService,
    private readonly settings: PlatformSettingsReader,
  ) {}

  /**
   * Signing up, by password or by Google, while the platform takes new accounts. Where email
   * verification is not required, a new account counts as verified and gets no verification mail.
   */
  async register(account: NewAccount, context: RequestContext): Promise<AuthSessionDto> {
    const { security } = await this.settings.current();
    await this.settings.requireFeature('registrationOpen');
    const emailVerified = account.emailVerified ?? !security.emailVerificationRequired;
    const user = await this.createAccount({ ...account, emailVerified }, context);
    if (!user.emailVerified) await this.recovery.sendVerification(user);
    return this.sessions.start(user, {
      rememberMe: false,
      context,
      action: 'user.login',
      method: account.authProvider === 'google' ? 'google' : 'registration',
    });
  }

  /** Creates the account and its events in one write; the unique indexes settle any race. */
  async createAccount(
    account: NewAccount,
    context?: RequestContext,
    action: AuditAction = 'user.registered',
  ): Promise<User> {
    const email = account.email.toLowerCase();
    const usernameKey = account.username.toLowerCase();
    if (await this.users.findByEmail(email)) throw conflict(EMAIL_TAKEN);
    if (await this.users.usernameTaken(usernameKey)) throw conflict(USERNAME_TAKEN);

    const id = randomUUID();
    const user: NewUser = {
      _id: id,
      email,
      username: account.username,
      usernameKey,
      displayName: account.displayName,
      passwordHash: account.password ? await this.hasher.hash(account.password) : null,
      role: account.role,
      authProvider: account.authProvider,
      googleId: account.googleId ?? null,
      emailVerified: account.emailVerified ?? false,
      isVerified: false,
      avatar: '',
      coverImage: '',
      bio: '',
      socialLinks: {},
      subscriptionTier: null,
      passwordChangedAt: null,
    };
    const events = [
      userRegisteredEvent(user, context),
      auditEvent(
        {
          action,
          outcome: 'success',
          userId: id,
          resource: 'user',
          resourceId: id,
          details: { role: account.role, authProvider: account.authProvider },
        },
        context,
      ),
    ];
    try {
      return await this.users.create(user, events);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      throw conflict((await this.users.findByEmail(email)) ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
  }
}
