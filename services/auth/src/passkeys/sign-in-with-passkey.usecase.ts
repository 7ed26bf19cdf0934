import { Injectable } from '@nestjs/common';
import type {
  AuthSessionDto,
  PasskeyAuthenticationResponseDto,
  PasskeyRequestOptionsDto,
} from '@tessera/contracts';
import { StandaloneOutboxStore, unauthorized, type RequestContext } from '@tessera/platform';
import { auditEvent } from '../events/auth-event.builder';
import { SessionService } from '../sessions/session.service';
import { UsersRepository } from '../users/users.repository';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { PasskeysRepository } from './passkeys.repository';

export const SIGN_IN_EXPIRED = 'This passkey sign-in took too long. Please try again.';
/** One answer for an unknown passkey and a failed check, so neither tells an account apart. */
export const PASSKEY_REFUSED =
  'This passkey could not sign you in. It may have been removed from your account.';

/**
 * Signing in with a passkey: options with a fresh challenge and no account named (the browser
 * offers the passkeys it holds for this site), then the signed answer, which picks the account.
 */
@Injectable()
export class SignInWithPasskey {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly relyingParty: PasskeyRelyingParty,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly standaloneOutbox: StandaloneOutboxStore,
  ) {}

  async options(): Promise<PasskeyRequestOptionsDto> {
    return this.relyingParty.requestOptions(await this.challenges.issue({ kind: 'sign-in' }));
  }

  async verify(
    response: PasskeyAuthenticationResponseDto,
    rememberMe: boolean,
    context: RequestContext,
  ): Promise<AuthSessionDto> {
    const challenge = this.relyingParty.challengeOf(response);
    const ceremony = challenge ? await this.challenges.take(challenge) : null;
    if (!challenge || ceremony?.kind !== 'sign-in') throw unauthorized(SIGN_IN_EXPIRED);

    const passkey = await this.passkeys.findById(response.id);
    const user = passkey ? await this.users.findById(passkey.userId) : null;
    // The user handle, when the authenticator sends it, is the account id the passkey was made for.
    const handle = response.response.userHandle;
    const owner = handle ? Buffer.from(handle, 'base64url').toString('utf8') : passkey?.userId;
    if (!passkey || !user || user.deletedAt || owner !== passkey.userId) {
      await this.standaloneOutbox.add(
        auditEvent(
          {
            action: 'user.login_failed',
            outcome: 'failure',
            resource: 'user',
            details: { reason: 'unknown-passkey', method: 'passkey' },
          },
          context,
        ),
      );
      throw unauthorized(PASSKEY_REFUSED);
    }

    const verified = await this.relyingParty.verifyAssertion(response, challenge, passkey);
    if (
      !verified ||
      !(await this.passkeys.recordUse(passkey._id, passkey.counter, verified.newCounter))
    ) {
      await this.users.appendEvents(user._id, [
        auditEvent(
          {
            action: 'user.login_failed',
            outcome: 'failure',
            userId: user._id,
            resource: 'user',
            resourceId: user._id,
            details: { reason: 'passkey-rejected', method: 'passkey', passkeyId: passkey._id },
          },
          context,
        ),
      ]);
      throw unauthorized(PASSKEY_REFUSED);
    }

    // The session starts as a password sign-in's does, refusing suspended and banned accounts the
    // same way, but with no two-factor challenge: the passkey is two factors on its own, as the
    // authenticator proved both possession of the key and its user (PIN or biometric) to sign.
    return this.sessions.start(user, {
      rememberMe,
      context,
      action: 'user.login',
      method: 'passkey',
    });
  }
}
