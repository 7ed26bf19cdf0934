import { QueueModule, type ServiceDefinition } from '@tessera/platform';
import { loadPresenceConfig, type PresenceConfig } from './config/presence-config';
import { PresenceModule } from './status/presence.module';

/** Who is online, since when, and the status they picked; Redis first, lastSeen kept in MongoDB. */
export const presenceService: ServiceDefinition<PresenceConfig> = {
  name: 'presence',
  loadConfig: loadPresenceConfig,
  features: (config) => ({
    imports: [
      QueueModule.forRoot({ redisUrl: config.REDIS_URL, prefix: config.PRESENCE_REDIS_PREFIX }),
      PresenceModule,
    ],
  }),
};
