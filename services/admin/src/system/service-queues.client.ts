import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type QueueFiguresDto,
  SERVICE_REGISTRY,
  type ServiceQueuesDto,
  serviceUrlVariable,
} from '@tessera/contracts';
import { InternalHttpClient, QueueBoard, QueueRegistry, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { AdminConfig } from '../config/admin-config';

export interface ServiceQueues {
  queues: QueueFiguresDto[];
  errors: Array<{ service: string; error: string }>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The BullMQ queues of every registry service: each other service's internal queue route (a
 * service without queues answers none), and the admin service's own queues read in process. The
 * other services' queues found are also shown, read-only, on the admin service's queue board (the
 * services share a Redis, each under its prefix).
 */
@Injectable()
export class ServiceQueuesClient {
  private readonly clients: Array<{ service: string; client: InternalHttpClient }>;
  private readonly boardQueues = new Map<string, Queue>();

  constructor(
    @Inject(SERVICE_CONFIG) config: AdminConfig,
    private readonly ownQueues: QueueRegistry,
    @Optional() private readonly board?: QueueBoard,
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
    const [own, ...remote] = await Promise.all([
      this.ownQueues.figures().then(
        (queues) => ({ service: 'admin', prefix: null, queues }),
        (error: unknown) => ({ service: 'admin', error: messageOf(error) }),
      ),
      ...this.clients.map(({ service, client }) =>
        client.get<ServiceQueuesDto>('/internal/queues').then(
          (answer) => ({ service, ...answer }),
          (error: unknown) => ({ service, error: messageOf(error) }),
        ),
      ),
    ]);
    const result: ServiceQueues = { queues: [], errors: [] };
    for (const reading of [own!, ...remote]) {
      if ('error' in reading) {
        result.errors.push({ service: reading.service, error: reading.error });
        continue;
      }
      result.queues.push(
        ...reading.queues.map((queue) => ({ service: reading.service, ...queue })),
      );
      if (reading.prefix) {
        for (const { name } of reading.queues) this.showOnBoard(reading.prefix, name);
      }
    }
    return result;
  }

  /** Adds a queue met for the first time to the board. */
  private showOnBoard(prefix: string, name: string): void {
    if (!this.board || this.boardQueues.has(`${prefix}:${name}`)) return;
    this.boardQueues.set(`${prefix}:${name}`, this.ownQueues.observe(prefix, name));
    this.board.showAlso([...this.boardQueues.values()]);
  }
}
