import {
  ObjectStorageModule,
  QueueModule,
  REDIS_CLIENT,
  ReadCacheModule,
  type ServiceDefinition,
} from '@tessera/platform';
import type { Redis } from 'ioredis';
import { loadMessagingConfig, type MessagingConfig } from './config/messaging-config';
import { MessagingModule } from './messaging.module';
import { MessagingSocketAdapter } from './realtime/messaging-socket.adapter';

/** Conversations, messages and notifications, live over socket.io; plans kept from billing. */
export const messagingService: ServiceDefinition<MessagingConfig> = {
  name: 'messaging',
  loadConfig: loadMessagingConfig,
  features: (config) => ({
    imports: [
      QueueModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.MESSAGING_REDIS_PREFIX }),
      ReadCacheModule.forRoot({ redisPrefix: config.MESSAGING_REDIS_PREFIX }),
      ObjectStorageModule.forRoot(config),
      MessagingModule,
    ],
  }),
  prepareApp: (app, config) => {
    app.useWebSocketAdapter(new MessagingSocketAdapter(app, app.get<Redis>(REDIS_CLIENT), config));
  },
};
