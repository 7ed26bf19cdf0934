import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM } from '@tessera/platform';
import { errors, type JWK, type JWTVerifyGetKey } from 'jose';
import type { JsonWebKey } from 'node:crypto';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { SigningKeyCipher } from './signing-key.cipher';
import type { SigningKey } from './signing-key.schema';
import { SigningKeysRepository } from './signing-keys.repository';

const DAY_MS = 86_400_000;
/** How long the published set is reused before the database is asked again. */
const PUBLISHED_CACHE_MS = 30_000;

interface PublishedKeys {
  keys: Map<string, KeyObject>;
  jwks: JWK[];
  until: number;
}

export interface ActiveSigningKey {
  kid: string;
  privateKey: KeyObject;
  signUntil: number;
}

/**
 * The signing-key rotation: one key per period signs tokens; the next period's key is created and
 * published half a period ahead, so every verifier has fetched it before the first token it signs
 * appears; a retired key stays published until the last token it signed has expired. So two keys
 * are published at any time, and only this service ever holds a private key.
 */
@Injectable()
export class SigningKeysService {
  private readonly cipher: SigningKeyCipher;
  private readonly periodMs: number;
  private active: ActiveSigningKey | null = null;
  private published: PublishedKeys | null = null;

  constructor(
    private readonly repository: SigningKeysRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {
    this.cipher = new SigningKeyCipher(config.SIGNING_KEY_SECRET);
    this.periodMs = config.SIGNING_KEY_ROTATION_DAYS * DAY_MS;
  }

  async signingKey(): Promise<ActiveSigningKey> {
    const now = Date.now();
    if (this.active && now < this.active.signUntil) return this.active;
    const period = Math.floor(now / this.periodMs);
    const key = await this.keyFor(period);
    if (now - period * this.periodMs > this.periodMs / 2) await this.keyFor(period + 1);
    this.active = {
      kid: key._id,
      privateKey: createPrivateKey({
        key: JSON.parse(this.cipher.decrypt(key.privateJwk)) as JsonWebKey,
        format: 'jwk',
      }),
      signUntil: key.signUntil.getTime(),
    };
    this.published = null;
    return this.active;
  }

  /** The public keys verifiers need: the JWKS document auth publishes. */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.publishedKeys()).jwks };
  }

  /** Verifies with the local key store, for auth's own guards: no round trip to itself. */
  readonly verificationKey: JWTVerifyGetKey = async (header) => {
    let key = (await this.publishedKeys()).keys.get(header.kid ?? '');
    if (!key) {
      this.published = null;
      key = (await this.publishedKeys()).keys.get(header.kid ?? '');
    }
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };

  private async publishedKeys(): Promise<PublishedKeys> {
    if (this.published && Date.now() < this.published.until) return this.published;
    await this.signingKey();
    const alive = Date.now() - this.config.ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000;
    const stored = await this.repository.findSigningAfter(new Date(alive));
    const jwks = stored.map((key) => ({
      ...key.publicJwk,
      kid: key._id,
      alg: ACCESS_TOKEN_ALGORITHM,
      use: 'sig',
    }));
    const keys = new Map(
      stored.map((key) => [
        key._id,
        createPublicKey({ key: key.publicJwk as JsonWebKey, format: 'jwk' }),
      ]),
    );
    const published = { keys, jwks, until: Date.now() + PUBLISHED_CACHE_MS };
    this.published = published;
    return published;
  }

  private async keyFor(period: number): Promise<SigningKey> {
    const id = `period-${period}`;
    const existing = await this.repository.findById(id);
    if (existing) return existing;
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    return this.repository.insertOnce({
      _id: id,
      publicJwk: publicKey.export({ format: 'jwk' }) as JWK,
      privateJwk: this.cipher.encrypt(JSON.stringify(privateKey.export({ format: 'jwk' }))),
      signFrom: new Date(period * this.periodMs),
      signUntil: new Date((period + 1) * this.periodMs),
      createdAt: new Date(),
    });
  }
}
