import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, type JobProcessor, SERVICE_CONFIG } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import type { PresenceConfig } from '../config/presence-config';
import { PresenceService } from '../status/presence.service';

export const EXPIRY_QUEUE = 'presence-expiry';
const SCHEDULER_ID = 'expire-lapsed-heartbeats';

/**
 * Ends the presence of users whose heartbeat lapsed. A BullMQ job scheduler repeats the sweep, so
 * one replica runs each round however many are up; upserting the scheduler at every start keeps
 * its interval in step with the configuration and brings it back after Redis was lost.
 */
@Injectable()
export class PresenceExpiryJob implements JobProcessor<unknown, string>, OnApplicationBootstrap {
  constructor(
    @InjectQueue(EXPIRY_QUEUE) private readonly queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: PresenceConfig,
    private readonly presence: PresenceService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.PRESENCE_SWEEP_INTERVAL_SECONDS * 1000 },
      // A missed round is made up by the next one, so rounds are neither retried nor kept.
      { name: 'sweep', opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(_job: Job): Promise<string> {
    const ended = await this.presence.expireLapsed();
    return `${ended} users went offline`;
  }
}
