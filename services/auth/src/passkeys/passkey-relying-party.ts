import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  PasskeyAuthenticationResponseDto,
  PasskeyCreationOptionsDto,
  PasskeyRegistrationResponseDto,
  PasskeyRequestOptionsDto,
} from '@tessera/contracts';
import { AUTH_CONFIG, type AuthConfig, webAuthnRelyingParty } from '../config/auth-config';
import type { Passkey } from './passkey.schema';

/** How long the browser keeps its passkey prompt open. */
const PROMPT_TIMEOUT_MS = 60_000;

/** The account a new passkey is made for, as authenticators show it. */
export interface PasskeyAccount {
  id: string;
  /** What tells accounts apart in an authenticator's list: the email address. */
  name: string;
  displayName: string;
}

/** What a verified registration stores. */
export interface RegisteredCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  synced: boolean;
}

/**
 * The WebAuthn relying party: the options browsers are handed and the checks of what their
 * authenticators answer (challenge, origin, relying party id, user presence and verification,
 * signature, counter), all by SimpleWebAuthn.
 *
 * User verification is required both ways: a passkey is something the person has, unlocked by
 * something they know or are (PIN, fingerprint, face), so it is two factors in one step.
 */
@Injectable()
export class PasskeyRelyingParty {
  private readonly party: ReturnType<typeof webAuthnRelyingParty>;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.party = webAuthnRelyingParty(config);
  }

  async creationOptions(
    account: PasskeyAccount,
    challenge: string,
    existing: Pick<Passkey, '_id' | 'transports'>[],
  ): Promise<PasskeyCreationOptionsDto> {
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userID: new TextEncoder().encode(account.id),
      userName: account.name,
      userDisplayName: account.displayName,
      challenge: Buffer.from(challenge, 'base64url'),
      timeout: PROMPT_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey._id,
        transports: passkey.transports,
      })),
      // Discoverable, so signing in needs no email first.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    return options as PasskeyCreationOptionsDto;
  }

  async requestOptions(challenge: string): Promise<PasskeyRequestOptionsDto> {
    const options = await generateAuthenticationOptions({
      rpID: this.party.id,
      challenge: Buffer.from(challenge, 'base64url'),
      timeout: PROMPT_TIMEOUT_MS,
      userVerification: 'required',
    });
    return options as PasskeyRequestOptionsDto;
  }

  /** The challenge an answer claims to be for; null when its client data cannot be read. */
  challengeOf(
    response: PasskeyRegistrationResponseDto | PasskeyAuthenticationResponseDto,
  ): string | null {
    try {
      const clientData = JSON.parse(
        Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
      ) as { challenge?: unknown };
      return typeof clientData.challenge === 'string' ? clientData.challenge : null;
    } catch {
      return null;
    }
  }

  /** The new credential, or null when the answer does not verify. */
  async verifyRegistration(
    response: PasskeyRegistrationResponseDto,
    expectedChallenge: string,
  ): Promise<RegisteredCredential | null> {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.party.origins,
      expectedRPID: this.party.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      synced: credentialBackedUp,
    };
  }

  /**
   * The counter the passkey reported, or null when the answer does not verify, including when a
   * counting authenticator reports a counter no higher than the last one seen (a cloned key).
   */
  async verifyAssertion(
    response: PasskeyAuthenticationResponseDto,
    expectedChallenge: string,
    passkey: Pick<Passkey, '_id' | 'publicKey' | 'counter' | 'transports'>,
  ): Promise<{ newCounter: number } | null> {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.party.origins,
      expectedRPID: this.party.id,
      credential: {
        id: passkey._id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => null);
    return result?.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
  }
}
