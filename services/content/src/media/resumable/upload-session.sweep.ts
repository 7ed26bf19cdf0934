import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue, ObjectStorage, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { ContentConfig } from '../../config/content-config';
import { UploadSessionsRepository } from './upload-sessions.repository';

export const UPLOAD_SESSION_SWEEP_QUEUE = 'upload-session-sweep';
const SCHEDULER_ID = 'abort-expired-upload-sessions';
/** Sessions handled per round; a backlog is worked off over the following rounds. */
const BATCH = 500;

/**
 * Ends resumable uploads whose time is up: the multipart upload is aborted, so storage drops
 * its parts, then the session is forgotten; a completed session is only forgotten. Runs with the
 * unattached-uploads sweep's cadence, on one replica at a time.
 */
@Injectable()
export class UploadSessionSweep extends RecurringSweep {
  constructor(
    @InjectQueue(UPLOAD_SESSION_SWEEP_QUEUE) queue: Queue,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
    private readonly sessions: UploadSessionsRepository,
    private readonly storage: ObjectStorage,
  ) {
    super(queue, {
      schedulerId: SCHEDULER_ID,
      everyMs: config.MEDIA_CLEANUP_INTERVAL_SECONDS * 1000,
    });
  }

  protected async sweep(): Promise<string> {
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
