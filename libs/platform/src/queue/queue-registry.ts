import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MetricsTime, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logger.token';
import { DEFAULT_JOB_OPTIONS } from './queue-defaults';
import { figuresOf, type QueueFigures } from './queue-figures';
import { measureJobAttempt, trackQueue, untrackQueue } from './queue-metrics';
import type {
  JobHandler,
  JobProcessor,
  QueueDefinition,
  QueueModuleOptions,
} from './queue-options';
import { QUEUE_MODULE_OPTIONS } from './queue.tokens';

/**
 * Every queue of the service and the workers that run them. Workers start once the whole
 * application is up, and stop first at shutdown: BullMQ lets their running jobs finish, so a job
 * never loses the database connection it is using. A process killed before that leaves its jobs
 * stalled; BullMQ hands them to another worker.
 */
@Injectable()
export class QueueRegistry
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly queues = new Map<string, Queue>();
  /** Other services' queues this one reads, by `<prefix>:<name>`. */
  private readonly observed = new Map<string, Queue>();
  private readonly definitions: QueueDefinition[] = [];
  private readonly workers: Worker[] = [];
  /** Adding jobs fails fast while Redis is away instead of holding an HTTP request forever. */
  private readonly producerConnection: Redis;
  private workerConnection: Redis | null = null;

  constructor(
    @Inject(QUEUE_MODULE_OPTIONS) private readonly options: QueueModuleOptions,
    private readonly moduleRef: ModuleRef,
    @Optional() @Inject(APP_LOGGER) private readonly logger?: Logger,
  ) {
    this.producerConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  }

  declare(definition: QueueDefinition): Queue {
    if (this.queues.has(definition.name)) {
      throw new Error(`Queue '${definition.name}' is declared twice`);
    }
    const queue = new Queue(definition.name, {
      connection: this.producerConnection,
      prefix: this.options.prefix,
      defaultJobOptions: {
        ...DEFAULT_JOB_OPTIONS,
        ...this.options.defaultJobOptions,
        ...definition.defaultJobOptions,
      },
    });
    queue.on('error', (error) =>
      this.logger?.error({ err: error, queue: queue.name }, 'queue error'),
    );
    trackQueue(queue);
    this.queues.set(definition.name, queue);
    this.definitions.push(definition);
    return queue;
  }

  /**
   * A queue of another service that shares this Redis, under that service's prefix, to read and
   * show only: jobs are never added to it here, and no worker runs it.
   */
  observe(prefix: string, name: string): Queue {
    const key = `${prefix}:${name}`;
    let queue = this.observed.get(key);
    if (!queue) {
      queue = new Queue(name, { connection: this.producerConnection, prefix });
      queue.on('error', (error) => this.logger?.error({ err: error, queue: key }, 'queue error'));
      this.observed.set(key, queue);
    }
    return queue;
  }

  /** The namespace of the service's queue keys in Redis. */
  get prefix(): string {
    return this.options.prefix;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Every queue's figures; those of the last hour where this service runs the queue's worker. */
  figures(): Promise<QueueFigures[]> {
    return Promise.all(
      this.definitions.map((definition) =>
        figuresOf(this.queues.get(definition.name) as Queue, definition.processor !== undefined),
      ),
    );
  }

  onApplicationBootstrap(): void {
    // Every processor is resolved before any worker starts, so a missing one stops the start-up.
    const processed = this.definitions.flatMap((definition) => {
      const handler = this.handlerOf(definition);
      return handler ? [{ definition, handler }] : [];
    });
    for (const { definition, handler } of processed) {
      this.workers.push(this.startWorker(definition, handler));
    }
  }

  /** A processor class is a provider of the feature, found wherever the feature provides it. */
  private handlerOf({ name, processor }: QueueDefinition): JobHandler | null {
    if (!processor) return null;
    if (typeof processor.prototype?.process !== 'function') return processor as JobHandler;
    const type = processor as Type<JobProcessor>;
    let instance: JobProcessor;
    try {
      instance = this.moduleRef.get(type, { strict: false });
    } catch {
      throw new Error(
        `The processor ${type.name} of queue '${name}' is not provided by any module`,
      );
    }
    return (job) => instance.process(job);
  }

  private startWorker({ name, concurrency = 1 }: QueueDefinition, handler: JobHandler): Worker {
    // Workers wait for jobs with blocking commands, which BullMQ requires never to give up.
    this.workerConnection ??= new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    const worker = new Worker(name, (job) => measureJobAttempt(name, () => handler(job)), {
      connection: this.workerConnection,
      prefix: this.options.prefix,
      concurrency,
      // Finished jobs per minute, kept for an hour: the system page's figures of the last hour.
      metrics: { maxDataPoints: MetricsTime.ONE_HOUR },
    });
    worker.on('failed', (job, error) =>
      this.logger?.warn(
        { err: error, queue: name, jobId: job?.id, attemptsMade: job?.attemptsMade },
        'job attempt failed',
      ),
    );
    worker.on('error', (error) => this.logger?.error({ err: error, queue: name }, 'worker error'));
    return worker;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.all().map((queue) => {
        untrackQueue(queue);
        return queue.close();
      }),
    );
    await Promise.all([...this.observed.values()].map((queue) => queue.close()));
    const connections = [this.producerConnection, this.workerConnection];
    await Promise.all(
      connections.map((connection) => connection?.quit().catch(() => connection.disconnect())),
    );
  }
}
