import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { HealthIndicator } from '../health/health-indicator';
import { APP_LOGGER } from '../logging/logger.token';
import { ConsumerGroupStatus } from './consumer/consumer-group-status';
import { ConsumerGroupStatusController } from './consumer/consumer-group-status.controller';
import { EventConsumer } from './consumer/event-consumer';
import { ProcessedEvent, ProcessedEventSchema } from './consumer/processed-event.schema';
import { ProcessedEventsRepository } from './consumer/processed-events.repository';
import { EventPublisher } from './event-publisher';
import { MongoOutboxLease } from './outbox/outbox-lease';
import { OutboxLeaseRecord, OutboxLeaseRecordSchema } from './outbox/outbox-lease.schema';
import { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
import {
  StandaloneOutboxEvent,
  StandaloneOutboxEventSchema,
} from './outbox/standalone-outbox.schema';
import { StandaloneOutboxStore } from './outbox/standalone-outbox.store';

export interface EventsModuleOptions {
  clientId: string;
  brokers: string[];
  /** The group the service's consumers read in. */
  groupId: string;
  relay: OutboxRelayOptions;
  processedRetentionMs: number;
}

@Injectable()
export class KafkaHealthIndicator implements HealthIndicator {
  readonly name = 'kafka';
  constructor(private readonly publisher: EventPublisher) {}
  async check(): Promise<void> {
    if (!(await this.publisher.isHealthy())) throw new Error('broker unreachable');
  }
}

@Injectable()
class RelayLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
    this.logger.info('outbox relay started');
  }

  /** Stops before connections close, so an in-flight pass can finish its acknowledgement. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/** Kafka publishing through the outbox, and idempotent consumption with retries and dead letters. */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    return {
      module: EventsModule,
      imports: [
        MongooseModule.forFeature([
          { name: StandaloneOutboxEvent.name, schema: StandaloneOutboxEventSchema },
          { name: ProcessedEvent.name, schema: ProcessedEventSchema },
          { name: OutboxLeaseRecord.name, schema: OutboxLeaseRecordSchema },
        ]),
      ],
      controllers: [ConsumerGroupStatusController],
      providers: [
        {
          provide: EventPublisher,
          useFactory: () =>
            new EventPublisher({ clientId: options.clientId, brokers: options.brokers }),
        },
        {
          provide: OutboxRelay,
          useFactory: (
            publisher: EventPublisher,
            logger: Logger,
            leases: Model<OutboxLeaseRecord>,
          ) => new OutboxRelay(publisher, new MongoOutboxLease(leases), logger, options.relay),
          inject: [EventPublisher, APP_LOGGER, getModelToken(OutboxLeaseRecord.name)],
        },
        {
          provide: StandaloneOutboxStore,
          useFactory: (model: Model<StandaloneOutboxEvent>, relay: OutboxRelay) =>
            new StandaloneOutboxStore(model, relay),
          inject: [getModelToken(StandaloneOutboxEvent.name), OutboxRelay],
        },
        {
          provide: EventConsumer,
          useFactory: (model: Model<ProcessedEvent>, publisher: EventPublisher, logger: Logger) =>
            new EventConsumer(new ProcessedEventsRepository(model), publisher, logger, {
              groupId: options.groupId,
              retry: { attempts: 3, initialDelayMs: 200 },
              processedRetentionMs: options.processedRetentionMs,
            }),
          inject: [getModelToken(ProcessedEvent.name), EventPublisher, APP_LOGGER],
        },
        ConsumerGroupStatus,
        KafkaHealthIndicator,
        RelayLifecycle,
      ],
      exports: [
        EventPublisher,
        StandaloneOutboxStore,
        OutboxRelay,
        EventConsumer,
        ConsumerGroupStatus,
        KafkaHealthIndicator,
      ],
    };
  }
}
