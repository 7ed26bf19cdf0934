import 'reflect-metadata';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serviceEntry } from '@tessera/contracts';
import { Partitioners, logLevel } from 'kafkajs';
import type { Connection } from 'mongoose';
import { ConfigError, loadConfig } from '../config/load-config';
import { createHttpApp } from '../http/create-http-app';
import { ConsumerGroupStatus } from '../kafka/consumer/consumer-group-status';
import { consumedEventTypes } from '../kafka/consumer/consume-event.decorator';
import { startNewGroupAtLatest } from '../kafka/consumer-group-start';
import { ensureEventTopics } from '../kafka/event-topics';
import { TrackedKafkaServer } from '../kafka/tracked-kafka-server';
import { createLogger } from '../logging/create-logger';
import { type ServiceConfig, serviceConfigSchema } from './service-config';
import { SERVICE_API_PREFIX, type ServiceDefinition, ServiceModule } from './service.module';

/**
 * Starts a service: validated config, JSON logs, the HTTP API with health, metrics and its API
 * document, the outbox relay, Kafka consumers for the events its registry entry names, and a
 * graceful shutdown on SIGTERM. Exits with a clear message when it cannot start.
 */
export function runService<TConfig extends ServiceConfig>(
  definition: ServiceDefinition<TConfig>,
): void {
  startService(definition, process.env).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

export async function startService<TConfig extends ServiceConfig>(
  definition: ServiceDefinition<TConfig>,
  env: Record<string, string | undefined>,
): Promise<NestFastifyApplication> {
  const config = definition.loadConfig
    ? definition.loadConfig(env)
    : (loadConfig(serviceConfigSchema(definition.name), env) as TConfig);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const consumes = checkConsumedEvents(definition.name);
  if (config.KAFKA_CREATE_TOPICS) {
    const created = await ensureEventTopics(config.KAFKA_BROKERS, config.KAFKA_CLIENT_ID);
    if (created.length > 0) logger.info({ topics: created }, 'event topics created');
  }
  if (consumes.length > 0 && !config.KAFKA_FROM_BEGINNING) {
    await startNewGroupAtLatest(
      config.KAFKA_BROKERS,
      config.KAFKA_CLIENT_ID,
      config.KAFKA_GROUP_ID,
      consumes,
    );
  }
  const app = await createHttpApp(ServiceModule.register(definition, config, logger), {
    logger,
    globalPrefix: SERVICE_API_PREFIX,
    bodyLimit: definition.bodyLimit,
    uploads: definition.uploads,
    rawBody: definition.rawBody,
  });
  const consumer = consumes.length > 0 ? attachConsumers(app, config) : null;
  definition.prepareApp?.(app, config);
  await app.init();
  await buildIndexes(app.get<Connection>(getConnectionToken()));
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT }, `${definition.name} service listening`);
  if (consumer) {
    app.get(ConsumerGroupStatus).attach(consumer);
    // Joining the consumer group can wait out a dead member's session; the API need not wait too.
    await app.startAllMicroservices();
  }
  return app;
}

/**
 * Waits for every model's indexes before serving: unique indexes must exist before the first
 * write relies on them, and the local database fails writes that race an index build.
 */
async function buildIndexes(connection: Connection): Promise<void> {
  await Promise.all(connection.modelNames().map((name) => connection.model(name).init()));
}

/** The registry says what a service consumes; the loaded handlers must say the same. */
function checkConsumedEvents(name: string): string[] {
  const declared = [...serviceEntry(name).consumes].sort();
  const handled = consumedEventTypes();
  if (declared.join() !== handled.join()) {
    throw new ConfigError(
      `The service registry says ${name} consumes [${declared.join(', ')}] but its handlers ` +
        `consume [${handled.join(', ')}]; make them agree.`,
    );
  }
  return handled;
}

function attachConsumers(app: NestFastifyApplication, config: ServiceConfig): TrackedKafkaServer {
  const server = new TrackedKafkaServer({
    client: {
      clientId: `${config.KAFKA_CLIENT_ID}-consumer`,
      brokers: config.KAFKA_BROKERS,
      logLevel: logLevel.WARN,
    },
    // A fetch waits at most a second for new records, so a shutdown never waits longer for one.
    consumer: {
      groupId: config.KAFKA_GROUP_ID,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: 1000,
    },
    // The group and client ids are used as configured, without the transport's "-server" suffix.
    postfixId: '',
    producer: { createPartitioner: Partitioners.DefaultPartitioner },
    subscribe: { fromBeginning: config.KAFKA_FROM_BEGINNING },
  });
  app.connectMicroservice<MicroserviceOptions>({ strategy: server }, { inheritAppConfig: true });
  return server;
}
