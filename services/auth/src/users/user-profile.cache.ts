import { Inject, Injectable } from '@nestjs/common';
import type { UserDto } from '@tessera/contracts';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';

const KEY_PREFIX = 'auth:user-profile:';
/** Bounds how long a read racing a write could keep an older profile. */
const TTL_SECONDS = 60;

/**
 * The signed-in profile, the most read document of the platform, kept in Redis so the read does
 * not query the database. Every write of a user evicts its entry; the short expiry bounds what a
 * read racing a write could leave behind. A Redis failure falls back to the database.
 */
@Injectable()
export class UserProfileCache {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async get(userId: string): Promise<UserDto | null> {
    const cached = await this.redis.get(KEY_PREFIX + userId).catch(() => null);
    return cached ? (JSON.parse(cached) as UserDto) : null;
  }

  async set(profile: UserDto): Promise<void> {
    await this.redis
      .set(KEY_PREFIX + profile.id, JSON.stringify(profile), 'EX', TTL_SECONDS)
      .catch(() => undefined);
  }

  async evict(userId: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + userId);
  }
}
