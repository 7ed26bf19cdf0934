import { Injectable } from '@nestjs/common';
import type { SignInOutcomeDto } from '@tessera/contracts';
import { serviceUnavailable, unauthorized, type RequestContext } from '@tessera/platform';
import { MESSAGES, type Role } from '@tessera/rules';
import { randomBytes } from 'node:crypto';
import { RegistrationService } from '../auth/registration.service';
import { TwoFactorSignIn } from '../two-factor/two-factor-sign-in.service';
import { UsersRepository } from '../users/users.repository';
import {
  GoogleIdTokenVerifier,
  type GoogleIdentity,
  InvalidGoogleTokenError,
} from './google-id-token.verifier';

@Injectable()
export class GoogleSignInService {
  constructor(
    private readonly verifier: GoogleIdTokenVerifier,
    private readonly users: UsersRepository,
    private readonly registration: RegistrationService,
    private readonly twoFactor: TwoFactorSignIn,
  ) {}

  /**
   * Signs in the Google account's user, linking it to an existing account with the same (Google-
   * verified) email, or creating one with the given role when none exists. A new account starts
   * without an avatar, so its initials show: Google's `picture` is an address on Google's hosts,
   * and profile pictures are only uploads the platform serves itself (no third party learns who
   * views a profile); the user uploads one during profile setup.
   */
  async signIn(credential: string, role: Role, context: RequestContext): Promise<SignInOutcomeDto> {
    const identity = await this.identify(credential);
    const existing =
      (await this.users.findByGoogleId(identity.googleId)) ??
      (await this.users.findByEmail(identity.email));
    if (existing) {
      const user =
        existing.googleId === identity.googleId
          ? existing
          : ((await this.users.update(
              existing._id,
              { googleId: identity.googleId, emailVerified: true },
              [],
            )) ?? existing);
      return this.twoFactor.complete(user, {
        rememberMe: false,
        context,
        action: 'user.login',
        method: 'google',
      });
    }
    return this.registration.register(
      {
        email: identity.email,
        username: await this.freeUsername(identity),
        displayName:
          identity.name.trim().length >= 2
            ? identity.name.trim().slice(0, 50)
            : identity.email.split('@')[0],
        role,
        authProvider: 'google',
        googleId: identity.googleId,
        emailVerified: true,
      },
      context,
    );
  }

  private async identify(credential: string): Promise<GoogleIdentity> {
    const clientId = this.verifier.clientId;
    if (!clientId) throw serviceUnavailable(MESSAGES.googleNotConfigured);
    try {
      return await this.verifier.verify(credential, clientId);
    } catch (error) {
      if (error instanceof InvalidGoogleTokenError) throw unauthorized(MESSAGES.googleInvalidToken);
      throw error;
    }
  }

  /** Derives a valid, unused username from the email's local part. */
  private async freeUsername(identity: GoogleIdentity): Promise<string> {
    const base = identity.email
      .split('@')[0]
      .replace(/[^A-Za-z0-9_]/g, '_')
      .slice(0, 14)
      .padEnd(3, '_');
    if (!(await this.users.usernameTaken(base.toLowerCase()))) return base;
    for (;;) {
      const candidate = `${base}_${randomBytes(3).toString('hex')}`.slice(0, 20);
      if (!(await this.users.usernameTaken(candidate.toLowerCase()))) return candidate;
    }
  }
}
