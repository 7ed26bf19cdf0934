import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_LOGGER, REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';

/** The read models replicas keep copies of. */
export type ReadModelKind = 'user' | 'conversation' | 'notification-settings';

type Listener = (id: string | null) => void;

interface ChangeNotice {
  origin: string;
  kind: ReadModelKind;
  id: string;
}

/**
 * Tells every replica that a read-model document changed, so their copies drop it. A change is
 * applied by one replica only (a Kafka event reaches one consumer of the group, a request one
 * replica), so the notice goes over Redis publish/subscribe to the others. While the subscription
 * is down notices may be missed: copies are then bypassed, and dropped whole when it is back.
 */
@Injectable()
export class ReadModelChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly origin = randomUUID();
  private readonly listeners = new Map<ReadModelKind, Listener[]>();
  private subscriber: Redis | null = null;
  private subscribed = false;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether copies may be served: notices of changes are arriving. */
  get live(): boolean {
    return this.subscribed;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate({ autoResubscribe: false });
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.received(raw);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.forgetAll();
          this.subscribed = true;
        },
        (error: unknown) => this.logger.warn({ err: error }, 'read-model changes not subscribed'),
      );
    });
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscribed = false;
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  listen(kind: ReadModelKind, listener: Listener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /** Drops this replica's copy at once and tells the others. */
  async changed(kind: ReadModelKind, id: string): Promise<void> {
    this.emit(kind, id);
    const notice: ChangeNotice = { origin: this.origin, kind, id };
    await this.redis.publish(this.channel, JSON.stringify(notice));
  }

  private received(raw: string): void {
    try {
      const notice = JSON.parse(raw) as ChangeNotice;
      if (notice.origin !== this.origin) this.emit(notice.kind, notice.id);
    } catch (error) {
      this.logger.warn({ err: error }, 'unreadable read-model change notice');
    }
  }

  private forgetAll(): void {
    for (const kind of this.listeners.keys()) this.emit(kind, null);
  }

  private emit(kind: ReadModelKind, id: string | null): void {
    for (const listener of this.listeners.get(kind) ?? []) listener(id);
  }

  private get channel(): string {
    return `${this.config.MESSAGING_REDIS_PREFIX}:read-model-changes`;
  }
}
