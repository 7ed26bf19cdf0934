import 'reflect-metadata';
import { ConfigError, connectEventConsumers, createHttpApp, createLogger } from '@tessera/platform';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config/auth-config';

async function bootstrap(): Promise<void> {
  const config = loadAuthConfig();
  const logger = createLogger('auth', config.LOG_LEVEL);
  const app = await createHttpApp(AppModule.register(config, logger), {
    logger,
    globalPrefix: 'api',
  });
  connectEventConsumers(app, {
    clientId: config.KAFKA_CLIENT_ID,
    brokers: config.KAFKA_BROKERS,
    groupId: config.KAFKA_GROUP_ID,
  });
  await app.init();
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT }, 'auth service listening');
  // Joining the consumer group can wait out a dead member's session; the API need not wait too.
  await app.startAllMicroservices();
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
