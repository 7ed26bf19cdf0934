import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import {
  EVENT_CATALOG,
  eventEnvelopeSchema,
  isEventType,
  upcastEventData,
  type EventEnvelope,
} from '@tessera/contracts';
import { type Message, Partitioners, logLevel } from 'kafkajs';
import { lastValueFrom } from 'rxjs';
import { UnpublishableEventError } from './outbox/unpublishable-event.error';

export interface KafkaConnectionOptions {
  clientId: string;
  brokers: string[];
}

/** Publishes validated envelopes; every send is awaited so a failure is never silent. */
@Injectable()
export class EventPublisher implements OnApplicationShutdown {
  private readonly client: ClientKafka;
  private connected: Promise<unknown> | null = null;

  constructor(options: KafkaConnectionOptions) {
    this.client = new ClientKafka({
      client: {
        clientId: options.clientId,
        brokers: options.brokers,
        logLevel: logLevel.WARN,
        retry: { retries: 5, initialRetryTime: 300 },
      },
      producer: {
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
        // Duplicates from retries are dropped by consumers, which remember event ids.
        idempotent: false,
      },
      producerOnlyMode: true,
    });
  }

  async connect(): Promise<void> {
    this.connected ??= this.client.connect().catch((error: unknown) => {
      this.connected = null;
      throw error;
    });
    await this.connected;
  }

  /** Sends an event; one that breaks its contract throws `UnpublishableEventError` unsent. */
  async publish(event: EventEnvelope): Promise<void> {
    await this.publishAll([event]);
  }

  /**
   * Sends events in one request to the broker, each topic's in the order given (so a key's events
   * keep their order on its partition). If one breaks its contract, nothing is sent.
   */
  async publishAll(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    for (const event of events) assertPublishable(event);
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.type) ?? [];
      messages.push({
        key: event.key,
        value: JSON.stringify(event),
        headers: { 'event-id': event.id, 'event-type': event.type, ...cloudEventHeaders(event) },
      });
      byTopic.set(event.type, messages);
    }
    await this.connect();
    await this.client.producer.sendBatch({
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  /** Sends an arbitrary JSON record, used for dead letters whose payload may not be a valid event. */
  async send(
    topic: string,
    key: string,
    value: unknown,
    headers: Record<string, string> = {},
  ): Promise<void> {
    await this.connect();
    await lastValueFrom(this.client.emit(topic, { key, value: JSON.stringify(value), headers }), {
      defaultValue: undefined,
    });
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.connect();
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/**
 * CloudEvents' Kafka binding in binary mode: the attributes travel as `ce_*` headers, so kcat,
 * Kafka Connect and other standard readers know each record's id, type, source and time without
 * parsing the value. The source names the producing service; the subject is the record's key.
 */
function cloudEventHeaders(event: EventEnvelope): Record<string, string> {
  return {
    ce_specversion: '1.0',
    ce_id: event.id,
    ce_type: event.type,
    ce_source: `/tessera/${event.producer}`,
    ce_time: event.occurredAt,
    ce_subject: event.key,
    'content-type': 'application/json',
  };
}

function assertPublishable(event: EventEnvelope): void {
  const envelope = eventEnvelopeSchema.safeParse(event);
  if (!envelope.success) {
    throw new UnpublishableEventError(`invalid envelope: ${envelope.error.message}`);
  }
  if (!isEventType(event.type)) {
    throw new UnpublishableEventError(`unknown event type '${event.type}'`);
  }
  const current = upcastEventData(event.type, event.version, event.data);
  if (!current.ok) throw new UnpublishableEventError(current.reason);
  const payload = EVENT_CATALOG[event.type].schema.safeParse(current.data);
  if (!payload.success) {
    throw new UnpublishableEventError(`invalid ${event.type} payload: ${payload.error.message}`);
  }
}
