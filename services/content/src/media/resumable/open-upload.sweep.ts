import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER, InjectQueue, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { ContentConfig } from '../../config/content-config';
import { type OpenUpload, OpenUploadsRepository } from './open-uploads.repository';
import { TusUploads } from './tus-uploads';

export const OPEN_UPLOAD_SWEEP_QUEUE = 'open-upload-sweep';
const SCHEDULER_ID = 'remove-expired-uploads';
/** Uploads handled per round; a backlog is worked off over the following rounds. */
const BATCH = 500;

/**
 * Ends resumable uploads whose time is up, by their exact keys: the multipart upload is aborted,
 * so storage drops its parts, and the tus record and any held-back tail are deleted; one being
 * written at that moment, or whose parts storage did not drop, is left to the next round. Listing
 * multipart uploads by prefix is not an option: MinIO lists them only by exact key. Runs with the
 * unattached-uploads sweep's cadence, on one replica at a time.
 */
@Injectable()
export class OpenUploadSweep extends RecurringSweep {
  constructor(
    @InjectQueue(OPEN_UPLOAD_SWEEP_QUEUE) queue: Queue,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
    private readonly uploads: OpenUploadsRepository,
    private readonly tus: TusUploads,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    super(queue, {
      schedulerId: SCHEDULER_ID,
      everyMs: config.MEDIA_CLEANUP_INTERVAL_SECONDS * 1000,
    });
  }

  protected async sweep(): Promise<string> {
    const ids = await this.uploads.expiredBy(new Date(), BATCH);
    let removed = 0;
    for (const id of ids) {
      const upload = await this.uploads.find(id);
      if (!upload) await this.uploads.delete(id);
      else if (await this.discard(upload)) removed += 1;
    }
    return `${removed} expired uploads removed`;
  }

  /** One upload's removal; a failure keeps its record, so a later round aborts its parts. */
  private async discard(upload: OpenUpload): Promise<boolean> {
    try {
      return await this.tus.discardExpired(upload);
    } catch (error) {
      this.logger.warn(
        { err: error, uploadId: upload.id },
        'expired upload kept for the next round',
      );
      return false;
    }
  }
}
