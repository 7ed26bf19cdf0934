import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { UserDto } from '@tessera/contracts';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';

const CHANNEL = 'auth:user-profile-evictions';
/** About 6 MB of profiles per replica. */
const MAX_PROFILES = 10_000;
/** Bounds what a lost eviction message (a reconnect racing a write) could leave behind. */
const MAX_AGE_MS = 60_000;

/**
 * The signed-in profile, the most read document of the platform, kept in each auth replica's
 * memory so the read costs neither a database query nor a Redis round trip. Every write of a user
 * evicts the profile here and, through a Redis channel, in every other replica within
 * milliseconds. A read that overlapped any eviction does not keep what it read (it may predate the
 * write), and while the channel is down nothing is served from memory, since evictions could be
 * missed.
 */
@Injectable()
export class UserProfileCache implements OnModuleInit, OnApplicationShutdown {
  private readonly profiles = new Map<string, { profile: UserDto; cachedAt: number }>();
  /** Evictions seen so far, from this replica or another. */
  private evictions = 0;
  private subscriber: Redis | null = null;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, userId: string) => this.forget(userId));
    // Evictions published while the link was down are lost: start again from the database.
    subscriber.on('ready', () => this.forgetAll());
    await subscriber.subscribe(CHANNEL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** The user's profile from memory, or from `load` (kept when no write overlapped the read). */
  async profileOf(userId: string, load: () => Promise<UserDto | null>): Promise<UserDto | null> {
    const now = Date.now();
    const entry = this.profiles.get(userId);
    if (entry && this.listening() && now - entry.cachedAt < MAX_AGE_MS) return entry.profile;
    const evictionsBefore = this.evictions;
    const profile = await load();
    if (profile && this.listening() && this.evictions === evictionsBefore) {
      this.remember(userId, profile, now);
    }
    return profile;
  }

  /** After a write of the user: forgets the profile here and tells the other replicas. */
  async evict(userId: string): Promise<void> {
    this.forget(userId);
    await this.redis.publish(CHANNEL, userId);
  }

  private listening(): boolean {
    return this.subscriber?.status === 'ready';
  }

  private remember(userId: string, profile: UserDto, now: number): void {
    this.profiles.delete(userId);
    if (this.profiles.size >= MAX_PROFILES) {
      const oldest = this.profiles.keys().next().value;
      if (oldest !== undefined) this.profiles.delete(oldest);
    }
    this.profiles.set(userId, { profile, cachedAt: now });
  }

  private forget(userId: string): void {
    this.evictions += 1;
    this.profiles.delete(userId);
  }

  private forgetAll(): void {
    this.evictions += 1;
    this.profiles.clear();
  }
}
