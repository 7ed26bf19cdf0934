import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { PresenceConfig } from '../config/presence-config';
import { PresenceService } from '../status/presence.service';

export const EXPIRY_QUEUE = 'presence-expiry';
const SCHEDULER_ID = 'expire-lapsed-heartbeats';

/** Ends the presence of users whose heartbeat lapsed, one round at a time on one replica. */
@Injectable()
export class PresenceExpiryJob extends RecurringSweep {
  constructor(
    @InjectQueue(EXPIRY_QUEUE) queue: Queue,
    @Inject(SERVICE_CONFIG) config: PresenceConfig,
    private readonly presence: PresenceService,
  ) {
    super(queue, {
      schedulerId: SCHEDULER_ID,
      everyMs: config.PRESENCE_SWEEP_INTERVAL_SECONDS * 1000,
    });
  }

  protected async sweep(): Promise<string> {
    const ended = await this.presence.expireLapsed();
    return `${ended} users went offline`;
  }
}
