import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DEAD_LETTER_SUFFIX } from '@tessera/contracts';
import { APP_LOGGER, type DeadLetterRecord, SERVICE_CONFIG } from '@tessera/platform';
import { type Consumer, type EachMessagePayload, Kafka, logLevel } from 'kafkajs';
import type { Logger } from 'pino';
import type { AdminConfig } from '../config/admin-config';
import { deadLetterSignal } from '../incidents/incident-rules';
import { RaiseIncidentUseCase } from '../incidents/raise-incident.usecase';
import { ConsumerGroups } from './consumer-groups';
import type { DeadLetter } from './dead-letter.schema';
import { DeadLettersRepository } from './dead-letters.repository';
import { DEAD_LETTER_TOPICS } from './kafka-lag.client';

/** A dead letter as this deployment's consumers write it, or null for another's or a stray one. */
export function toDeadLetter(
  record: Partial<DeadLetterRecord> | null,
  where: { topic: string; partition: number; offset: string; key: string | null },
  groups: Pick<ConsumerGroups, 'serviceOf'>,
): DeadLetter | null {
  const originalTopic = where.topic.slice(0, -DEAD_LETTER_SUFFIX.length);
  if (!record || record.originalTopic !== originalTopic || record.message === undefined)
    return null;
  const groupId = record.groupId ?? null;
  const service = groups.serviceOf(groupId, originalTopic);
  if (!service) return null;
  const failedAt = new Date(record.failedAt ?? Number.NaN);
  return {
    _id: `${where.topic}:${where.partition}:${where.offset}`,
    service,
    groupId: groupId ?? service,
    topic: originalTopic,
    eventId: record.eventId ?? null,
    key: where.key ?? 'unknown',
    reason: record.reason ?? 'unknown',
    attempts: record.attempts ?? 0,
    failedAt: Number.isNaN(failedAt.getTime()) ? new Date() : failedAt,
    message: record.message,
    status: 'parked',
    replayedAt: null,
    replayedBy: null,
  };
}

function parse(value: Buffer | null): Partial<DeadLetterRecord> | null {
  try {
    return value ? (JSON.parse(value.toString('utf8')) as Partial<DeadLetterRecord>) : null;
  } catch {
    return null;
  }
}

/**
 * Copies every dead letter of this deployment's consumer groups from the brokers into the admin
 * database, from the start of the topics' retention, so admins can count, list and replay them;
 * each new one counts towards the dead-letter alert rule. Its group is the admin service's with a
 * suffix, apart from the service's event consumers, and it is started once the service is up.
 */
@Injectable()
export class DeadLettersStream implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer: Consumer | null = null;

  constructor(
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<
      AdminConfig,
      'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID' | 'KAFKA_GROUP_ID'
    >,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly groups: ConsumerGroups,
    private readonly deadLetters: DeadLettersRepository,
    private readonly raise: RaiseIncidentUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const consumer = new Kafka({
      clientId: `${this.config.KAFKA_CLIENT_ID}-dead-letters`,
      brokers: this.config.KAFKA_BROKERS,
      logLevel: logLevel.WARN,
    }).consumer({
      groupId: `${this.config.KAFKA_GROUP_ID}-dead-letters`,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: 1000,
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: DEAD_LETTER_TOPICS, fromBeginning: true });
    // Joining the group can take a while; the service serves meanwhile.
    void consumer
      .run({ eachMessage: (payload) => this.store(payload) })
      .catch((error: unknown) => this.logger.error({ err: error }, 'dead-letter stream stopped'));
  }

  private async store({ topic, partition, message }: EachMessagePayload): Promise<void> {
    const deadLetter = toDeadLetter(
      parse(message.value),
      { topic, partition, offset: message.offset, key: message.key?.toString('utf8') ?? null },
      this.groups,
    );
    if (!deadLetter || !(await this.deadLetters.add(deadLetter))) return;
    await this.raise.execute(
      deadLetterSignal(deadLetter._id, deadLetter.service, deadLetter.topic, deadLetter.failedAt),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
