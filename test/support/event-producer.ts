import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG, type EventInput, type EventType } from '@tessera/contracts';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';

/** Publishes contract events as another service would, e.g. billing's, for consumers under test. */
export class EventProducer {
  private producer: Producer | null = null;

  constructor(private readonly brokers: string[]) {}

  async start(): Promise<void> {
    this.producer = new Kafka({
      clientId: 'tessera-test-producer',
      brokers: this.brokers,
      logLevel: logLevel.NOTHING,
    }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await this.producer.connect();
  }

  async stop(): Promise<void> {
    await this.producer?.disconnect();
  }

  /**
   * Sends one event `times` times with the same id, as a redelivery would. Returns its id.
   * `actorId` names who acted, as an audit event of an admin's action carries it.
   */
  async send<T extends EventType>(
    type: T,
    data: EventInput<T>,
    key: string,
    times = 1,
    options: { actorId?: string } = {},
  ): Promise<string> {
    if (!this.producer) throw new Error('start the producer first');
    const envelope = {
      id: randomUUID(),
      type,
      version: EVENT_CATALOG[type].version,
      occurredAt: new Date().toISOString(),
      producer: 'test',
      key,
      ...(options.actorId ? { actorId: options.actorId } : {}),
      data: EVENT_CATALOG[type].schema.parse(data),
    };
    const message = { key, value: JSON.stringify(envelope) };
    await this.producer.send({
      topic: type,
      messages: Array.from({ length: times }, () => message),
    });
    return envelope.id;
  }
}
