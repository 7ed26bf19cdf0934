import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.module';

const KEY_PREFIX = 'auth:revoked-session:';
const CHANNEL = 'auth:revoked-sessions';

/** Told the id of each session this process learns has ended; must not throw. */
export type SessionRevokedListener = (sessionId: string) => void;

/**
 * The deny-list of ended sessions whose access tokens may still be unexpired. Redis holds each
 * entry for as long as an access token lives; every process keeps a copy in memory, loaded at start
 * and kept current through a Redis channel, so checking a token costs no network round trip and a
 * revocation reaches every process within milliseconds.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<SessionRevokedListener>();
  private subscriber: Redis | null = null;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.remember(message));
    // Messages sent while disconnected are lost: reload the list whenever the link comes back.
    subscriber.on('ready', () => void this.load().catch(() => undefined));
    await subscriber.subscribe(CHANNEL);
    await this.load();
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Refuses the sessions' access tokens everywhere, for `ttlSeconds`. Repeating it is harmless. */
  async revoke(sessionIds: readonly string[], ttlSeconds: number): Promise<void> {
    if (sessionIds.length === 0) return;
    const expiresAt = Date.now() + ttlSeconds * 1000;
    const batch = this.redis.multi();
    for (const id of sessionIds) {
      batch.set(`${KEY_PREFIX}${id}`, '1', 'EX', ttlSeconds);
      batch.publish(CHANNEL, `${id} ${expiresAt}`);
    }
    await batch.exec();
    for (const id of sessionIds) this.learn(id, expiresAt);
  }

  isRevoked(sessionId: string): boolean {
    const expiresAt = this.revoked.get(sessionId);
    if (expiresAt === undefined) return false;
    if (expiresAt > Date.now()) return true;
    this.revoked.delete(sessionId);
    return false;
  }

  /**
   * Calls `listener` once for each session that ends from now on, whichever process ended it (this
   * one included, and those ended while the Redis link was down, once it is back), so what a
   * session holds open can be closed. Returns the function that stops the calls.
   */
  onRevoked(listener: SessionRevokedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private remember(message: string): void {
    const [id, expiresAt] = message.split(' ');
    const until = Number(expiresAt);
    if (id && Number.isFinite(until)) this.learn(id, until);
  }

  /** Records a revocation; listeners hear of a session once, however often it is repeated. */
  private learn(sessionId: string, expiresAt: number): void {
    const known = this.isRevoked(sessionId);
    this.revoked.set(sessionId, Math.max(expiresAt, this.revoked.get(sessionId) ?? 0));
    if (known || expiresAt <= Date.now()) return;
    for (const listener of this.listeners) listener(sessionId);
  }

  private async load(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length === 0) continue;
      const ttls = await Promise.all(keys.map((key) => this.redis.pttl(key)));
      keys.forEach((key, i) => {
        if (ttls[i] > 0) this.learn(key.slice(KEY_PREFIX.length), Date.now() + ttls[i]);
      });
    } while (cursor !== '0');
  }
}
