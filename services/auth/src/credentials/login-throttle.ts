import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

/** Why a password attempt is refused before the password is even checked, and for how long. */
export interface LoginRefusal {
  /** `wait`: this address must pause; `link-required`: the account takes no passwords for now. */
  reason: 'wait' | 'link-required';
  retryAfterSeconds: number;
}

const accountKey = (email: string) => `auth:login-failures:${email.toLowerCase()}`;

/**
 * Failed password sign-ins, counted in Redis two ways:
 * - per account and address: after `LOGIN_MAX_FAILURES` that address waits `LOGIN_LOCK_SECONDS`,
 *   doubled with each further failure, so a stranger guessing elsewhere never slows the owner;
 * - per account across all addresses: past `LOGIN_ACCOUNT_MAX_FAILURES` in a window, guessing from
 *   many addresses is stopped by refusing passwords until the window ends, while the owner signs
 *   in with an emailed link.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  private addressKeys(email: string, address: string) {
    const account = accountKey(email);
    return { failures: `${account}:from:${address}`, wait: `${account}:wait:${address}` };
  }

  async refusal(email: string, address: string): Promise<LoginRefusal | null> {
    const account = accountKey(email);
    const accountFailures = Number((await this.redis.get(account)) ?? 0);
    if (accountFailures >= this.config.LOGIN_ACCOUNT_MAX_FAILURES) {
      const windowLeft = Math.max(1, await this.redis.ttl(account));
      return { reason: 'link-required', retryAfterSeconds: windowLeft };
    }
    const wait = await this.redis.ttl(this.addressKeys(email, address).wait);
    return wait > 0 ? { reason: 'wait', retryAfterSeconds: wait } : null;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const account = accountKey(email);
    if ((await this.redis.incr(account)) === 1) {
      await this.redis.expire(account, this.config.LOGIN_ACCOUNT_WINDOW_SECONDS);
    }
    const keys = this.addressKeys(email, address);
    const failures = await this.redis.incr(keys.failures);
    const wait = this.waitAfter(failures);
    if (wait > 0) await this.redis.set(keys.wait, '1', 'EX', wait);
    // The count outlives the wait, so a failure after it waits twice as long.
    await this.redis.expire(keys.failures, wait + this.config.LOGIN_FAILURE_MEMORY_SECONDS);
  }

  /** Seconds an address waits after its `failures`-th failure in a row. */
  private waitAfter(failures: number): number {
    const beyondLimit = failures - this.config.LOGIN_MAX_FAILURES;
    if (beyondLimit < 0) return 0;
    const doubled = this.config.LOGIN_LOCK_SECONDS * 2 ** beyondLimit;
    return Math.min(doubled, this.config.LOGIN_MAX_LOCK_SECONDS);
  }

  /** After a sign-in or password reset from an address, what it did before no longer counts. */
  async forgetAddress(email: string, address: string): Promise<void> {
    const keys = this.addressKeys(email, address);
    await Promise.all([this.redis.del(keys.failures), this.redis.del(keys.wait)]);
  }

  /** A new password makes every earlier guess moot, so the account-wide count starts again. */
  async forgetAccount(email: string): Promise<void> {
    await this.redis.del(accountKey(email));
  }
}
