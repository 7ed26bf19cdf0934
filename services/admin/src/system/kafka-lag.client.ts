import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { deadLetterTopic, SERVICE_REGISTRY } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import { type Admin, Kafka, logLevel } from 'kafkajs';
import type { ConsumerLagDto, DeadLetterCountDto } from '@tessera/contracts';
import type { AdminConfig } from '../config/admin-config';

interface KafkaFigures {
  lag: ConsumerLagDto[];
  deadLetters: DeadLetterCountDto[];
}

type PartitionOffsets = Array<{ partition: number; offset: string; low?: string; high?: string }>;

/** Lag of a group on a topic: the end offsets minus what it committed, over all partitions. */
export function lagOf(ends: PartitionOffsets, committed: PartitionOffsets): number | null {
  const committedBy = new Map(committed.map(({ partition, offset }) => [partition, offset]));
  if ([...committedBy.values()].every((offset) => offset === '-1')) return null;
  return ends.reduce((sum, { partition, offset }) => {
    const at = Number(committedBy.get(partition) ?? '-1');
    return sum + Math.max(0, Number(offset) - Math.max(at, 0));
  }, 0);
}

/**
 * Reads consumer lag and dead-letter counts from the brokers with one admin client, connected on
 * first use and kept. Each service's group is its name unless SYSTEM_CONSUMER_GROUPS says
 * otherwise; the admin service's own is the one it runs with.
 */
@Injectable()
export class KafkaLagClient implements OnModuleDestroy {
  private admin: Promise<Admin> | null = null;
  private inFlight: Promise<KafkaFigures> | null = null;
  private last: { figures: KafkaFigures; at: number } | null = null;

  constructor(
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<
      AdminConfig,
      'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID' | 'KAFKA_GROUP_ID' | 'SYSTEM_CONSUMER_GROUPS'
    >,
  ) {}

  private client(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = new Kafka({
        clientId: `${this.config.KAFKA_CLIENT_ID}-system`,
        brokers: this.config.KAFKA_BROKERS,
        logLevel: logLevel.NOTHING,
        connectionTimeout: 1000,
        requestTimeout: 1500,
        retry: { retries: 0 },
      }).admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = null;
      throw error;
    });
    return this.admin;
  }

  groupOf(service: string): string {
    if (service === 'admin') return this.config.KAFKA_GROUP_ID;
    return this.config.SYSTEM_CONSUMER_GROUPS[service] ?? service;
  }

  /**
   * A fresh reading; callers at the same time share one. It goes on when a caller stops waiting,
   * so the next caller finds it in `recent`.
   */
  read(): Promise<KafkaFigures> {
    this.inFlight ??= this.readNow()
      .then((figures) => {
        this.last = { figures, at: Date.now() };
        return figures;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /** The last reading if it finished within `maxAgeMs`, for when a fresh one is late. */
  recent(maxAgeMs: number): KafkaFigures | null {
    return this.last && Date.now() - this.last.at <= maxAgeMs ? this.last.figures : null;
  }

  private async readNow(): Promise<KafkaFigures> {
    const admin = await this.client();
    const consumers = SERVICE_REGISTRY.filter((entry) => entry.consumes.length > 0);
    const topics = [...new Set(consumers.flatMap((entry) => [...entry.consumes]))].sort();
    const deadLetterTopics = topics.map((topic) => deadLetterTopic(topic));
    const ends = new Map(
      await Promise.all(
        [...topics, ...deadLetterTopics].map(
          async (topic) => [topic, await admin.fetchTopicOffsets(topic)] as const,
        ),
      ),
    );
    const lag = (
      await Promise.all(
        consumers.map(async (entry) => {
          const groupId = this.groupOf(entry.name);
          const committed = await admin.fetchOffsets({ groupId, topics: [...entry.consumes] });
          return committed.map(({ topic, partitions }) => ({
            service: entry.name,
            groupId,
            topic,
            lag: lagOf(ends.get(topic) ?? [], partitions),
          }));
        }),
      )
    ).flat();
    const deadLetters = deadLetterTopics.map((topic) => ({
      topic,
      count: (ends.get(topic) ?? []).reduce(
        (sum, { high, low }) => sum + Math.max(0, Number(high ?? 0) - Number(low ?? 0)),
        0,
      ),
    }));
    return { lag, deadLetters };
  }

  async onModuleDestroy(): Promise<void> {
    const admin = await this.admin?.catch(() => null);
    await admin?.disconnect();
  }
}
