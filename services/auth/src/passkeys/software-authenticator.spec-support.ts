import type {
  PasskeyAuthenticationResponseDto,
  PasskeyCreationOptionsDto,
  PasskeyRegistrationResponseDto,
  PasskeyRequestOptionsDto,
} from '@tessera/contracts';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/** COSE key parameters (RFC 9052/9053) of an ES256 (ECDSA P-256 with SHA-256) key. */
const COSE_KTY = 1;
const COSE_ALG = 3;
const COSE_EC2_CRV = -1;
const COSE_EC2_X = -2;
const COSE_EC2_Y = -3;
const COSE_KTY_EC2 = 2;
const COSE_ALG_ES256 = -7;
const COSE_CRV_P256 = 1;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** What the browser adds around an authenticator's answer. */
export interface BrowserContext {
  origin: string;
  /** A challenge other than the options', as a tampered or replayed answer would carry. */
  challenge?: string;
  /** Answer without user verification, as a bare security-key tap would. */
  withoutUserVerification?: boolean;
}

/**
 * An authenticator in software: one ES256 key pair per credential, answering registrations with
 * a `none` attestation and sign-ins with real signatures, so the relying party's checks run as
 * they do against a browser.
 */
export class SoftwareAuthenticator {
  private readonly credentials = new Map<
    string,
    { privateKey: KeyObject; userHandle: string; counter: number; rpId: string }
  >();

  /** Counters go up by this on each signature; 0 mimics authenticators that keep none. */
  constructor(private readonly counterStep = 1) {}

  /** Answers `navigator.credentials.create()` with a new credential for the options' account. */
  register(
    options: PasskeyCreationOptionsDto,
    browser: BrowserContext,
  ): PasskeyRegistrationResponseDto {
    const rpId = options.rp.id ?? new URL(browser.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE_KTY, COSE_KTY_EC2],
        [COSE_ALG, COSE_ALG_ES256],
        [COSE_EC2_CRV, COSE_CRV_P256],
        [COSE_EC2_X, Buffer.from(jwk.x ?? '', 'base64url')],
        [COSE_EC2_Y, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const credentialId = randomBytes(16);
    const id = credentialId.toString('base64url');
    this.credentials.set(id, { privateKey, userHandle: options.user.id, counter: 0, rpId });

    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(browser) | ATTESTED_CREDENTIAL]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none, as with attestation "none"
      credentialIdLength,
      credentialId,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, browser),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** Answers `navigator.credentials.get()` with the credential `credentialId`. */
  signIn(
    credentialId: string,
    options: PasskeyRequestOptionsDto,
    browser: BrowserContext,
  ): PasskeyAuthenticationResponseDto {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`No credential ${credentialId}`);
    credential.counter += this.counterStep;
    return this.assertion(credentialId, credential.counter, options, browser);
  }

  /** An answer carrying a counter of the test's choosing, as a cloned key would send. */
  signInWithCounter(
    credentialId: string,
    counter: number,
    options: PasskeyRequestOptionsDto,
    browser: BrowserContext,
  ): PasskeyAuthenticationResponseDto {
    return this.assertion(credentialId, counter, options, browser);
  }

  private assertion(
    credentialId: string,
    counter: number,
    options: PasskeyRequestOptionsDto,
    browser: BrowserContext,
  ): PasskeyAuthenticationResponseDto {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`No credential ${credentialId}`);
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([this.flags(browser)]),
      counterBytes(counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, browser);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        // ECDSA signatures in WebAuthn are DER-encoded, node's default.
        signature: sign('sha256', signed, credential.privateKey).toString('base64url'),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private flags(browser: BrowserContext): number {
    return USER_PRESENT | (browser.withoutUserVerification ? 0 : USER_VERIFIED);
  }

  private clientData(type: string, challenge: string, browser: BrowserContext): string {
    const clientData = {
      type,
      challenge: browser.challenge ?? challenge,
      origin: browser.origin,
      crossOrigin: false,
    };
    return Buffer.from(JSON.stringify(clientData)).toString('base64url');
  }
}
