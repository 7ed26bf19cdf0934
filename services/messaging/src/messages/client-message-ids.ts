import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import type { MessagingConfig } from '../config/messaging-config';

/** A client retries a send for at most this long (reconnecting included). */
const TTL_SECONDS = 86_400;
const PENDING = 'pending';

export type ClaimOutcome = { claimed: true } | { claimed: false; messageId: string | null };

/**
 * The ids clients give their sends, so a send repeated after a lost acknowledgement or a
 * reconnection returns the message stored the first time instead of storing it twice.
 */
@Injectable()
export class ClientMessageIds {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  /**
   * Claims the id for a new send; otherwise the message already stored (null: still storing).
   * A claim still pending lapses after `MESSAGING_SEND_CLAIM_SECONDS`, so a send cut short by a
   * process that died can be made again.
   */
  async claim(senderId: string, clientMessageId: string): Promise<ClaimOutcome> {
    const key = this.key(senderId, clientMessageId);
    const set = await this.redis.set(
      key,
      PENDING,
      'EX',
      this.config.MESSAGING_SEND_CLAIM_SECONDS,
      'NX',
    );
    if (set === 'OK') return { claimed: true };
    const stored = await this.redis.get(key);
    return { claimed: false, messageId: stored && stored !== PENDING ? stored : null };
  }

  async complete(senderId: string, clientMessageId: string, messageId: string): Promise<void> {
    await this.redis.set(this.key(senderId, clientMessageId), messageId, 'EX', TTL_SECONDS);
  }

  /** The send failed before storing anything: the client may try the same id again. */
  async release(senderId: string, clientMessageId: string): Promise<void> {
    await this.redis.del(this.key(senderId, clientMessageId));
  }

  private key(senderId: string, clientMessageId: string): string {
    return `${this.config.MESSAGING_REDIS_PREFIX}:client-message:${senderId}:${clientMessageId}`;
  }
}
