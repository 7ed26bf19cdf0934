import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { startNewGroupAtLatest } from '@tessera/platform';

export interface ReceivedRecord {
  topic: string;
  key: string | null;
  value: unknown;
  headers: Record<string, string>;
}

/**
 * Reads what is published to topics from the moment it has joined its fresh consumer group, and
 * keeps every record, so tests can wait for the event a request should have produced. Topics
 * outlive test runs, so their history is not read.
 */
export class KafkaProbe {
  private readonly records: ReceivedRecord[] = [];
  private consumer: Consumer | null = null;

  constructor(private readonly brokers: string[]) {}

  async start(topics: string[]): Promise<void> {
    const kafka = new Kafka({
      clientId: 'tessera-test-probe',
      brokers: this.brokers,
      logLevel: logLevel.NOTHING,
    });
    const groupId = `test-probe-${randomUUID()}`;
    await startNewGroupAtLatest(this.brokers, 'tessera-test-probe', groupId, topics);
    this.consumer = kafka.consumer({ groupId });
    const joined = new Promise<void>((resolve) =>
      this.consumer?.on(this.consumer.events.GROUP_JOIN, () => resolve()),
    );
    await this.consumer.connect();
    await this.consumer.subscribe({ topics, fromBeginning: false });
    await this.consumer.run({
      eachMessage: async ({ topic, message }) => {
        const text = message.value?.toString() ?? 'null';
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          value = text;
        }
        const headers = Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([name, header]) => [name, String(header)]),
        );
        this.records.push({ topic, key: message.key?.toString() ?? null, value, headers });
      },
    });
    await joined;
  }

  async waitFor(
    topic: string,
    predicate: (value: Record<string, unknown>) => boolean,
    timeoutMs = 20_000,
  ): Promise<ReceivedRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.records.find(
        (record) =>
          record.topic === topic &&
          typeof record.value === 'object' &&
          record.value !== null &&
          predicate(record.value as Record<string, unknown>),
      );
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching record on ${topic} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  matching(
    topic: string,
    predicate: (value: Record<string, unknown>) => boolean,
  ): ReceivedRecord[] {
    return this.records.filter(
      (record) =>
        record.topic === topic &&
        typeof record.value === 'object' &&
        record.value !== null &&
        predicate(record.value as Record<string, unknown>),
    );
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
