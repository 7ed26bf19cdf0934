import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import argon2 from 'argon2';
import type { AuthConfig } from '../config/auth-config';

type HashCost = Pick<AuthConfig, 'PASSWORD_HASH_MEMORY_KIB' | 'PASSWORD_HASH_TIME_COST'>;

@Injectable()
export class PasswordHasher {
  private readonly options: argon2.Options & { raw?: false };
  /** Compared against when the account does not exist, so a miss costs as long as a hit. */
  private readonly decoyHash: Promise<string>;

  constructor(@Inject(SERVICE_CONFIG) config: HashCost) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
    };
    this.decoyHash = argon2.hash('decoy-password-for-timing', this.options);
  }

  /** Hashes at the configured cost; a stored hash names its own cost, so verifying old ones works. */
  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
