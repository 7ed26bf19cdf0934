import { Inject, Injectable } from '@nestjs/common';
import { type QueueFiguresDto, SERVICE_REGISTRY, serviceUrlVariable } from '@tessera/contracts';
import { InternalHttpClient, QueueRegistry, SERVICE_CONFIG } from '@tessera/platform';
import type { AdminConfig } from '../config/admin-config';

type QueueFigures = Omit<QueueFiguresDto, 'service'>;

export interface ServiceQueues {
  queues: QueueFiguresDto[];
  errors: Array<{ service: string; error: string }>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The BullMQ queues of every registry service: each other service's internal queue route (a
 * service without queues answers none), and the admin service's own queues read in process.
 */
@Injectable()
export class ServiceQueuesClient {
  private readonly clients: Array<{ service: string; client: InternalHttpClient }>;

  constructor(
    @Inject(SERVICE_CONFIG) config: AdminConfig,
    private readonly ownQueues: QueueRegistry,
  ) {
    const urls = config as unknown as Record<string, string | undefined>;
    this.clients = SERVICE_REGISTRY.filter(({ name }) => name !== 'admin').flatMap(({ name }) => {
      const baseUrl = urls[serviceUrlVariable(name)];
      if (!baseUrl) return [];
      const client = new InternalHttpClient({
        service: name,
        baseUrl,
        internalToken: config.INTERNAL_API_TOKEN,
        timeoutMs: 1000,
        retries: 0,
        circuit: false,
      });
      return [{ service: name, client }];
    });
  }

  async read(): Promise<ServiceQueues> {
    const readings = await Promise.all([
      this.ownQueues.figures().then(
        (queues) => ({ service: 'admin', queues }),
        (error: unknown) => ({ service: 'admin', error: messageOf(error) }),
      ),
      ...this.clients.map(({ service, client }) =>
        client.get<QueueFigures[]>('/internal/queues').then(
          (queues) => ({ service, queues }),
          (error: unknown) => ({ service, error: messageOf(error) }),
        ),
      ),
    ]);
    const result: ServiceQueues = { queues: [], errors: [] };
    for (const reading of readings) {
      if ('error' in reading)
        result.errors.push({ service: reading.service, error: reading.error });
      else
        result.queues.push(
          ...reading.queues.map((queue) => ({ service: reading.service, ...queue })),
        );
    }
    return result;
  }
}
