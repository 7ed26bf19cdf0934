import {
  EVENT_CATALOG,
  deadLetterTopic,
  eventEnvelopeSchema,
  type EventType,
  type TypedEvent,
} from '@tessera/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { isDuplicateKeyError } from '../../mongo/is-duplicate-key-error';
import type { EventPublisher } from '../event-publisher';
import type { ProcessedEvent } from './processed-event.schema';

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, initialDelayMs: 200 };

export type HandleOutcome = 'handled' | 'duplicate' | 'dead-lettered';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an event handler at most once per event id, retrying with exponential backoff and parking
 * a message that keeps failing (or is not a valid event) on `<topic>.dlq`, so one bad message never
 * blocks its partition.
 */
export class EventConsumer {
  constructor(
    private readonly processed: Model<ProcessedEvent>,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {}

  async handle<T extends EventType>(
    type: T,
    message: unknown,
    handler: (event: TypedEvent<T>) => Promise<void>,
  ): Promise<HandleOutcome> {
    const envelope = eventEnvelopeSchema.safeParse(message);
    if (!envelope.success || envelope.data.type !== type) {
      await this.deadLetter(type, message, 'invalid envelope', 0);
      return 'dead-lettered';
    }
    const payload = EVENT_CATALOG[type].schema.safeParse(envelope.data.data);
    if (!payload.success) {
      await this.deadLetter(type, message, `invalid payload: ${payload.error.message}`, 0);
      return 'dead-lettered';
    }
    const event = { ...envelope.data, type, data: payload.data } as TypedEvent<T>;
    if (await this.processed.exists({ _id: event.id })) return 'duplicate';

    let lastError: unknown;
    for (let attempt = 1; attempt <= this.retry.attempts; attempt += 1) {
      try {
        await handler(event);
        await this.markProcessed(event.id, type);
        return 'handled';
      } catch (error) {
        lastError = error;
        this.logger.warn({ err: error, eventId: event.id, type, attempt }, 'event handler failed');
        if (attempt < this.retry.attempts)
          await sleep(this.retry.initialDelayMs * 2 ** (attempt - 1));
      }
    }
    await this.deadLetter(
      type,
      message,
      (lastError as Error)?.message ?? 'handler failed',
      this.retry.attempts,
    );
    return 'dead-lettered';
  }

  private async markProcessed(id: string, type: string): Promise<void> {
    try {
      await this.processed.create({ _id: id, type, processedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private async deadLetter(topic: string, message: unknown, reason: string, attempts: number) {
    const key =
      typeof message === 'object' && message !== null && 'key' in message
        ? String((message as { key: unknown }).key)
        : 'unknown';
    this.logger.error({ topic, reason, attempts }, 'event parked on dead-letter topic');
    await this.publisher.send(deadLetterTopic(topic), key, {
      originalTopic: topic,
      reason,
      attempts,
      failedAt: new Date().toISOString(),
      message,
    });
  }
}
