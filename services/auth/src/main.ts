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
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT }, 'auth service listening');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
