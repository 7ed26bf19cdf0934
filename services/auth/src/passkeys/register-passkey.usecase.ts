import { Injectable } from '@nestjs/common';
import type {
  PasskeyCreationOptionsDto,
  PasskeyDto,
  PasskeyRegistrationResponseDto,
} from '@tessera/contracts';
import { badRequest, conflict, notFound, type RequestContext } from '@tessera/platform';
import { auditEvent } from '../events/auth-event.builder';
import { UsersRepository } from '../users/users.repository';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { toPasskeyDto } from './passkey-view';
import { PasskeysRepository } from './passkeys.repository';

/** Enough for a phone, a laptop, a security key and spares; a longer list is a list nobody reads. */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const TOO_MANY_PASSKEYS = `An account can have ${MAX_PASSKEYS_PER_ACCOUNT} passkeys. Remove one you no longer use first.`;
export const REGISTRATION_EXPIRED =
  'Adding this passkey took too long or was already finished. Please start again.';
export const PASSKEY_NOT_VERIFIED = 'Your device did not confirm this passkey. Please try again.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added.';

/**
 * Adds a passkey to the signed-in account in two steps: options with a fresh challenge for the
 * browser, then the authenticator's answer, verified against that challenge (taken once).
 */
@Injectable()
export class RegisterPasskey {
  constructor(
    private readonly users: UsersRepository,
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly relyingParty: PasskeyRelyingParty,
  ) {}

  async options(userId: string): Promise<PasskeyCreationOptionsDto> {
    const user = await this.users.findById(userId);
    if (!user || user.deletedAt) throw notFound(ACCOUNT_NOT_FOUND);
    const existing = await this.passkeys.listByUser(userId);
    if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw conflict(TOO_MANY_PASSKEYS);
    const challenge = await this.challenges.issue({ kind: 'registration', userId });
    return this.relyingParty.creationOptions(
      { id: user._id, name: user.email, displayName: user.displayName },
      challenge,
      existing,
    );
  }

  async verify(
    userId: string,
    name: string,
    response: PasskeyRegistrationResponseDto,
    context: RequestContext,
  ): Promise<PasskeyDto> {
    const challenge = this.relyingParty.challengeOf(response);
    const ceremony = challenge ? await this.challenges.take(challenge) : null;
    if (!challenge || ceremony?.kind !== 'registration' || ceremony.userId !== userId)
      throw badRequest(REGISTRATION_EXPIRED);
    const credential = await this.relyingParty.verifyRegistration(response, challenge);
    if (!credential) throw badRequest(PASSKEY_NOT_VERIFIED);
    if ((await this.passkeys.listByUser(userId)).length >= MAX_PASSKEYS_PER_ACCOUNT)
      throw conflict(TOO_MANY_PASSKEYS);
    const { id, ...key } = credential;
    if (!(await this.passkeys.create({ _id: id, userId, name, ...key })))
      throw conflict(PASSKEY_ALREADY_ADDED);
    await this.users.appendEvents(userId, [
      auditEvent(
        {
          action: 'user.passkey_added',
          outcome: 'success',
          userId,
          resource: 'passkey',
          resourceId: id,
          details: { synced: key.synced },
        },
        context,
      ),
    ]);
    const stored = await this.passkeys.findById(id);
    if (!stored) throw notFound(ACCOUNT_NOT_FOUND);
    return toPasskeyDto(stored);
  }
}
