import {
  type DynamicModule,
  Global,
  type ModuleMetadata,
  Module,
  type Provider,
  type Type,
} from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AccessTokenModule } from '../auth/auth.module';
import type { HealthIndicator } from '../health/health-indicator';
import { HealthModule } from '../health/health.module';
import { OpenApiModule } from '../http/openapi.module';
import type { UploadRoutes } from '../http/upload-deadlines';
import { EventsModule, KafkaHealthIndicator } from '../kafka/events.module';
import { LoggerModule } from '../logging/logger.module';
import { EXPIRY_SWEEP_INTERVAL, ExpiredDocumentsSweeper } from '../mongo/expired-documents.sweeper';
import { MongoHealthIndicator } from '../mongo/mongo-health.indicator';
import { QueueFiguresController } from '../queue/queue-figures.controller';
import { RedisHealthIndicator, RedisModule } from '../redis/redis.module';
import { SERVICE_CONFIG, type ServiceConfig } from './service-config';

/** Every route of a service is under `/api`; probes and its document stay at the root. */
export const SERVICE_API_PREFIX = 'api';

export type ServiceFeatures = Pick<ModuleMetadata, 'imports' | 'controllers' | 'providers'>;

/** What a service declares; everything else is the platform's. */
export interface ServiceDefinition<TConfig extends ServiceConfig> {
  /** The service's name in the registry. */
  name: string;
  /** Reads and validates the environment; without it, `serviceConfigSchema(name)` is used. */
  loadConfig?(env: Record<string, string | undefined>): TConfig;
  features(config: TConfig): ServiceFeatures;
  /** Largest accepted request body in bytes, when the default does not fit. */
  bodyLimit?: number;
  /** Routes that receive files, with the longer time an upload to them may take. */
  uploads?: UploadRoutes;
  /** Keeps each request's bytes as `request.rawBody`, for verifying signatures over them. */
  rawBody?: boolean;
  /** A module exporting `ACCESS_TOKEN_KEYS`, for the service that holds the keys itself. */
  accessTokenKeys?: Type | DynamicModule;
  /** Adapts the created app before it starts, e.g. `app.useWebSocketAdapter(...)`. */
  prepareApp?(app: NestFastifyApplication, config: TConfig): void;
  /** Readiness checks of dependencies beyond Mongo, Kafka and Redis. */
  healthIndicators?(config: TConfig): HealthIndicator[];
}

@Global()
@Module({})
class ServiceConfigModule {
  static forRoot(config: ServiceConfig): DynamicModule {
    const provider: Provider = { provide: SERVICE_CONFIG, useValue: config };
    return { module: ServiceConfigModule, providers: [provider], exports: [provider] };
  }
}

/** The root module of a service: the platform's wiring around the service's own features. */
@Module({})
export class ServiceModule {
  static register<TConfig extends ServiceConfig>(
    definition: ServiceDefinition<TConfig>,
    config: TConfig,
    logger: Logger,
  ): DynamicModule {
    const features = definition.features(config);
    return {
      module: ServiceModule,
      imports: [
        LoggerModule.forRoot(logger),
        ServiceConfigModule.forRoot(config),
        MongooseModule.forRoot(config.MONGO_URL, {
          dbName: config.MONGO_DB,
          autoIndex: true,
          maxPoolSize: config.MONGO_MAX_POOL_SIZE,
        }),
        RedisModule.forRoot(config.REDIS_URL),
        EventsModule.forRoot({
          clientId: config.KAFKA_CLIENT_ID,
          brokers: config.KAFKA_BROKERS,
          groupId: config.KAFKA_GROUP_ID,
          relay: {
            enabled: config.OUTBOX_RELAY_ENABLED,
            intervalMs: config.OUTBOX_POLL_INTERVAL_MS,
          },
          processedRetentionMs: config.PROCESSED_EVENT_RETENTION_HOURS * 3_600_000,
        }),
        AccessTokenModule.forRoot(config, definition.accessTokenKeys),
        HealthModule.forRoot([MongoHealthIndicator, KafkaHealthIndicator, RedisHealthIndicator], {
          extra: definition.healthIndicators?.(config),
        }),
        OpenApiModule.forRoot({
          title: `Tessera ${definition.name} service`,
          sources: features,
          globalPrefix: SERVICE_API_PREFIX,
        }),
        ...(features.imports ?? []),
      ],
      controllers: [
        // The internal routes of operations, for services that take internal calls at all.
        ...('INTERNAL_API_TOKEN' in config ? [QueueFiguresController] : []),
        ...(features.controllers ?? []),
      ],
      providers: [
        { provide: EXPIRY_SWEEP_INTERVAL, useValue: config.EXPIRY_SWEEP_INTERVAL_SECONDS },
        ExpiredDocumentsSweeper,
        ...(features.providers ?? []),
      ],
    };
  }
}
