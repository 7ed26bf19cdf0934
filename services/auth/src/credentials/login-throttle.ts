import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

/**
 * Counts failed sign-ins per account in Redis, so brute force against one email is stopped even
 * when it comes from many addresses (the gateway limits each address separately).
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  private key(email: string): string {
    return `auth:login-failures:${email.toLowerCase()}`;
  }

  /** Seconds until the account may try again, or 0 when it is not locked. */
  async lockedFor(email: string): Promise<number> {
    const key = this.key(email);
    const failures = Number((await this.redis.get(key)) ?? 0);
    if (failures < this.config.LOGIN_MAX_FAILURES) return 0;
    return Math.max(1, await this.redis.ttl(key));
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    const failures = await this.redis.incr(key);
    if (failures === 1) await this.redis.expire(key, this.config.LOGIN_LOCK_SECONDS);
  }

  async reset(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
