import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { MongooseModule, getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { HealthIndicator } from '../health/health-indicator';
import { APP_LOGGER } from '../logging/logger.token';
import { EventConsumer } from './consumer/event-consumer';
import { ProcessedEvent, ProcessedEventSchema } from './consumer/processed-event.schema';
import { EventPublisher } from './event-publisher';
import { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
import {
  StandaloneOutboxEvent,
  StandaloneOutboxEventSchema,
} from './outbox/standalone-outbox.schema';
import { StandaloneOutboxStore } from './outbox/standalone-outbox.store';

export interface EventsModuleOptions {
  clientId: string;
  brokers: string[];
  relay: OutboxRelayOptions;
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
        ]),
      ],
      providers: [
        {
          provide: EventPublisher,
          useFactory: () =>
            new EventPublisher({ clientId: options.clientId, brokers: options.brokers }),
        },
        {
          provide: StandaloneOutboxStore,
          useFactory: (model: Model<StandaloneOutboxEvent>) => new StandaloneOutboxStore(model),
          inject: [getModelToken(StandaloneOutboxEvent.name)],
        },
        {
          provide: OutboxRelay,
          useFactory: (
            publisher: EventPublisher,
            logger: Logger,
            standalone: StandaloneOutboxStore,
          ) => {
            const relay = new OutboxRelay(publisher, logger, options.relay);
            relay.register(standalone);
            return relay;
          },
          inject: [EventPublisher, APP_LOGGER, StandaloneOutboxStore],
        },
        {
          provide: EventConsumer,
          useFactory: (model: Model<ProcessedEvent>, publisher: EventPublisher, logger: Logger) =>
            new EventConsumer(model, publisher, logger),
          inject: [getModelToken(ProcessedEvent.name), EventPublisher, APP_LOGGER],
        },
        KafkaHealthIndicator,
        RelayLifecycle,
      ],
      exports: [
        EventPublisher,
        StandaloneOutboxStore,
        OutboxRelay,
        EventConsumer,
        KafkaHealthIndicator,
      ],
    };
  }
}
