import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { deadLetterTopic } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import { type Admin, Kafka, logLevel } from 'kafkajs';
import type { ConsumerLagDto } from '@tessera/contracts';
import type { AdminConfig } from '../config/admin-config';
import { CONSUMING_SERVICES, ConsumerGroups } from './consumer-groups';

/** The dead-letter topics of every consumed topic. */
export const DEAD_LETTER_TOPICS = [
  ...new Set(CONSUMING_SERVICES.flatMap((entry) => [...entry.consumes])),
]
  .sort()
  .map((topic) => deadLetterTopic(topic));

interface KafkaFigures {
  lag: ConsumerLagDto[];
}

type PartitionOffsets = Array<{ partition: number; offset: string }>;

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
 * Reads consumer lag from the brokers with one admin client, connected on first use and kept, for
 * the group each service reads in.
 */
@Injectable()
export class KafkaLagClient implements OnModuleDestroy {
  private admin: Promise<Admin> | null = null;
  private inFlight: Promise<KafkaFigures> | null = null;
  private last: { figures: KafkaFigures; at: number } | null = null;

  constructor(
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<AdminConfig, 'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID'>,
    private readonly groups: ConsumerGroups,
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
    const consumers = CONSUMING_SERVICES;
    const topics: string[] = [...new Set(consumers.flatMap((entry) => [...entry.consumes]))].sort();
    const ends = new Map(
      await Promise.all(
        topics.map(async (topic) => [topic, await admin.fetchTopicOffsets(topic)] as const),
      ),
    );
    const lag = (
      await Promise.all(
        consumers.map(async (entry) => {
          const groupId = this.groups.groupOf(entry.name);
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
    return { lag };
  }

  async onModuleDestroy(): Promise<void> {
    const admin = await this.admin?.catch(() => null);
    await admin?.disconnect();
  }
}
