import { Inject, Injectable } from '@nestjs/common';
import {
  type DependencyHealthDto,
  SERVICE_REGISTRY,
  type ServiceHealthDto,
  serviceUrlVariable,
  type SystemHealthDto,
} from '@tessera/contracts';
import { MongoHealthIndicator, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';
import { DeadLettersRepository } from './dead-letters.repository';
import { KafkaLagClient } from './kafka-lag.client';
import { probeService } from './service-probe';
import { ServiceQueuesClient } from './service-queues.client';

/** Every probe answers within this, so the page answers in well under two seconds. */
export const PROBE_TIMEOUT_MS = 1500;

/**
 * Reading every topic's offsets can outlast the probe limit on a cold start or a busy broker;
 * the last reading stands in for a late one while it is this recent.
 */
const KAFKA_READING_MAX_AGE_MS = 60_000;

function within<T>(work: Promise<T>, timeoutMs = PROBE_TIMEOUT_MS): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), timeoutMs).unref(),
    ),
  ]);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type ServiceUrls = Record<string, string | undefined>;

/**
 * This service answers the request being served, so it is up; probing itself over HTTP would only
 * measure how busy it is with the other probes. Its dependencies show in their own rows.
 */
function ownHealth(url: string): ServiceHealthDto {
  return {
    name: 'admin',
    url,
    status: 'up',
    responseTimeMs: 0,
    uptimeSeconds: Math.round(process.uptime()),
    version: `node ${process.version}`,
    problems: [],
  };
}

/**
 * The system page's figures, all probed at once: each registry service's readiness, consumer lag
 * from the brokers, the dead letters copied from them, every service's queues, the search cluster
 * and the database. A probe that fails or is late shows as down rather than holding the answer up.
 */
@Injectable()
export class ReadSystemHealthUseCase {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AdminConfig,
    private readonly kafka: KafkaLagClient,
    private readonly serviceQueues: ServiceQueuesClient,
    private readonly deadLetters: DeadLettersRepository,
    private readonly mongo: MongoHealthIndicator,
  ) {}

  async execute(): Promise<SystemHealthDto> {
    const urls = this.config as unknown as ServiceUrls;
    const [services, kafka, queues, deadLetters, opensearch, database] = await Promise.all([
      Promise.all(
        SERVICE_REGISTRY.map(({ name }) => {
          const url = urls[serviceUrlVariable(name)] ?? '';
          return name === 'admin' ? ownHealth(url) : probeService(name, url, PROBE_TIMEOUT_MS);
        }),
      ),
      within(this.kafka.read()).then(
        (figures) => ({ ...figures, error: null }),
        (error: unknown) => {
          const recent = this.kafka.recent(KAFKA_READING_MAX_AGE_MS);
          return recent ? { ...recent, error: null } : { lag: [], error: messageOf(error) };
        },
      ),
      within(this.serviceQueues.read()).catch((error: unknown) => ({
        queues: [],
        errors: [{ service: 'all', error: messageOf(error) }],
      })),
      within(this.deadLetters.counts()).catch(() => []),
      this.openSearch(),
      this.database(),
    ]);
    return {
      checkedAt: new Date().toISOString(),
      services,
      consumerLag: kafka.lag,
      kafkaError: kafka.error,
      deadLetters,
      queues: queues.queues,
      queueErrors: queues.errors,
      dependencies: [opensearch, database],
    };
  }

  private async openSearch(): Promise<DependencyHealthDto> {
    const name = 'opensearch';
    try {
      const response = await fetch(new URL('/_cluster/health', this.config.OPENSEARCH_URL), {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      const { status } = (await response.json()) as { status?: string };
      const health = status === 'green' ? 'up' : status === 'yellow' ? 'degraded' : 'down';
      return { name, status: health, detail: `cluster ${status ?? 'unknown'}` };
    } catch (error) {
      return { name, status: 'down', detail: messageOf(error) };
    }
  }

  private async database(): Promise<DependencyHealthDto> {
    const name = 'database';
    const started = performance.now();
    try {
      await within(this.mongo.check());
      return { name, status: 'up', detail: `ping ${Math.round(performance.now() - started)} ms` };
    } catch (error) {
      return { name, status: 'down', detail: messageOf(error) };
    }
  }
}
