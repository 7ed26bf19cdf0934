import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, type JobProcessor, ObjectStorage, SERVICE_CONFIG } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import type { ContentConfig } from '../../config/content-config';
import { UploadSessionsRepository } from './upload-sessions.repository';

export const UPLOAD_SESSION_SWEEP_QUEUE = 'upload-session-sweep';
const SCHEDULER_ID = 'abort-expired-upload-sessions';
/** Sessions handled per round; a backlog is worked off over the following rounds. */
const BATCH = 500;

/**
 * Ends resumable uploads whose time is up: the multipart upload is aborted, so storage drops
 * its parts, then the session is forgotten; a completed session is only forgotten. Runs with the
 * unattached-uploads sweep's cadence, on one replica at a time (a BullMQ job scheduler).
 */
@Injectable()
export class UploadSessionSweep implements JobProcessor<unknown, string>, OnApplicationBootstrap {
  constructor(
    @InjectQueue(UPLOAD_SESSION_SWEEP_QUEUE) private readonly queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly sessions: UploadSessionsRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: this.config.MEDIA_CLEANUP_INTERVAL_SECONDS * 1000 },
      { name: 'sweep', opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(_job: Job): Promise<string> {
    const ids = await this.sessions.expiredBy(new Date(), BATCH);
    let aborted = 0;
    for (const id of ids) {
      const session = await this.sessions.find(id);
      if (session && session.status !== 'completed') {
        await this.storage.abortMultipart(session.objectKey, session.uploadId);
        aborted += 1;
      }
      await this.sessions.delete(id);
    }
    return `${aborted} expired upload sessions aborted`;
  }
}
