import {
  EVENT_CATALOG,
  deadLetterTopic,
  eventEnvelopeSchema,
  upcastEventData,
  type EventType,
  type TypedEvent,
} from '@tessera/contracts';
import type { Logger } from 'pino';
import { eventsConsumed, eventsDeadLettered } from './consumer-metrics';
import type { ProcessedEventLog } from './processed-events.repository';

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

export interface ConsumerOptions {
  /** The consumer group this process reads in, named on its dead letters and replays. */
  groupId: string;
  retry: RetryPolicy;
  /** How long a handled event id is remembered; at least the topics' retention. */
  processedRetentionMs: number;
}

export const DEFAULT_CONSUMER_OPTIONS: ConsumerOptions = {
  groupId: 'default',
  retry: { attempts: 3, initialDelayMs: 200 },
  processedRetentionMs: 8 * 24 * 60 * 60 * 1000,
};

/** Where messages that cannot be handled go; the event publisher in production. */
export interface DeadLetterSink {
  send(topic: string, key: string, value: unknown): Promise<void>;
}

/**
 * Header of a dead letter published again on its original topic: the consumer group it is meant
 * for. Every other group reading the topic handled (or ignored) the event the first time.
 */
export const REPLAY_GROUP_HEADER = 'tessera-replay-group';

/** What a dead letter holds besides the message itself. */
export interface DeadLetterRecord {
  originalTopic: string;
  groupId: string;
  eventId: string | null;
  reason: string;
  attempts: number;
  failedAt: string;
  message: unknown;
}

/** The Kafka record around a message, as far as the consumer needs it. */
export interface Delivery {
  headers?: Record<string, unknown>;
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // The transport decodes a header that reads as JSON, such as a group named by digits.
  if (typeof value === 'number') return String(value);
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return undefined;
}

export type HandleOutcome = 'handled' | 'duplicate' | 'ignored' | 'dead-lettered';

/** Whether a valid event concerns the handler at all; one that does not costs no bookkeeping. */
export type EventRelevance<T extends EventType> = (event: TypedEvent<T>) => boolean;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Validates a message against the event catalogue (bringing older versions up to date), runs its
 * handler with retries and exponential backoff, and parks a message that keeps failing (or is not a
 * valid event) on `<topic>.dlq`, so one bad message never blocks its partition. Handled ids are
 * remembered to skip redeliveries cheaply; handlers whose effect is not idempotent by nature also
 * record the id in their own write (`applyEventOnce`), which closes the gap between effect and record.
 */
export class EventConsumer {
  constructor(
    private readonly processed: ProcessedEventLog,
    private readonly deadLetters: DeadLetterSink,
    private readonly logger: Logger,
    private readonly options: ConsumerOptions = DEFAULT_CONSUMER_OPTIONS,
  ) {}

  async handle<T extends EventType>(
    type: T,
    message: unknown,
    handler: (event: TypedEvent<T>) => Promise<void>,
    relevant?: EventRelevance<T>,
    delivery: Delivery = {},
  ): Promise<HandleOutcome> {
    const replayFor = headerText(delivery.headers?.[REPLAY_GROUP_HEADER]);
    if (replayFor !== undefined && replayFor !== this.options.groupId) {
      eventsConsumed.inc({ type, outcome: 'ignored' });
      return 'ignored';
    }
    const outcome = await this.validateAndRun(type, message, handler, relevant);
    eventsConsumed.inc({ type, outcome });
    return outcome;
  }

  private async validateAndRun<T extends EventType>(
    type: T,
    message: unknown,
    handler: (event: TypedEvent<T>) => Promise<void>,
    relevant?: EventRelevance<T>,
  ): Promise<HandleOutcome> {
    const envelope = eventEnvelopeSchema.safeParse(message);
    if (!envelope.success || envelope.data.type !== type) {
      return this.deadLetter(type, message, 'invalid envelope', 0);
    }
    const current = upcastEventData(type, envelope.data.version, envelope.data.data);
    if (!current.ok) return this.deadLetter(type, message, current.reason, 0);
    const payload = EVENT_CATALOG[type].schema.safeParse(current.data);
    if (!payload.success) {
      return this.deadLetter(type, message, `invalid payload: ${payload.error.message}`, 0);
    }
    const event = {
      ...envelope.data,
      type,
      version: EVENT_CATALOG[type].version,
      data: payload.data,
    } as TypedEvent<T>;
    if (relevant && !relevant(event)) return 'ignored';
    if (await this.processed.wasProcessed(event.id)) return 'duplicate';

    const { attempts, initialDelayMs } = this.options.retry;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await handler(event);
        await this.markProcessed(event.id, type);
        return 'handled';
      } catch (error) {
        lastError = error;
        this.logger.warn({ err: error, eventId: event.id, type, attempt }, 'event handler failed');
        if (attempt < attempts) await sleep(initialDelayMs * 2 ** (attempt - 1));
      }
    }
    const reason = lastError instanceof Error ? lastError.message : 'handler failed';
    return this.deadLetter(type, message, reason, attempts);
  }

  private async markProcessed(id: string, type: string): Promise<void> {
    const processedAt = new Date();
    const expiresAt = new Date(processedAt.getTime() + this.options.processedRetentionMs);
    await this.processed.record({ _id: id, type, processedAt, expiresAt });
  }

  private async deadLetter(
    topic: string,
    message: unknown,
    reason: string,
    attempts: number,
  ): Promise<HandleOutcome> {
    const field = (name: string) =>
      typeof message === 'object' && message !== null && name in message
        ? String((message as Record<string, unknown>)[name])
        : null;
    const groupId = this.options.groupId;
    this.logger.error({ topic, groupId, reason, attempts }, 'event parked on dead-letter topic');
    const record: DeadLetterRecord = {
      originalTopic: topic,
      groupId,
      eventId: field('id'),
      reason,
      attempts,
      failedAt: new Date().toISOString(),
      message,
    };
    await this.deadLetters.send(deadLetterTopic(topic), field('key') ?? 'unknown', record);
    eventsDeadLettered.inc({ topic });
    return 'dead-lettered';
  }
}
