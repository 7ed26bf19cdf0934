import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, type JobProcessor, SERVICE_CONFIG } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import type { ContentConfig } from '../../config/content-config';
import { TusUploads } from './tus-uploads';

export const UPLOAD_SESSION_SWEEP_QUEUE = 'upload-session-sweep';
const SCHEDULER_ID = 'abort-expired-upload-sessions';

/**
 * Ends resumable uploads not finished within `UPLOAD_SESSION_TTL_SECONDS`: their multipart
 * upload is aborted, so storage drops the parts, and their records go. Runs with the
 * unattached-uploads sweep's cadence, on one replica at a time (a BullMQ job scheduler).
 */
@Injectable()
export class UploadSessionSweep implements JobProcessor<unknown, string>, OnApplicationBootstrap {
  constructor(
    @InjectQueue(UPLOAD_SESSION_SWEEP_QUEUE) private readonly queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly uploads: TusUploads,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.MEDIA_CLEANUP_INTERVAL_SECONDS * 1000 },
      { name: 'sweep', opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(_job: Job): Promise<string> {
    const removed = await this.uploads.deleteExpired();
    return `${removed} objects of expired uploads removed`;
  }
}
