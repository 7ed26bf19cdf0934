import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue, ObjectStorage, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { ContentConfig } from '../config/content-config';
import { MediaRepository } from './media.repository';

export const MEDIA_CLEANUP_QUEUE = 'media-cleanup';
const SCHEDULER_ID = 'delete-unattached-uploads';
/** Items handled per round; a backlog is worked off over the following rounds. */
const BATCH = 500;

/**
 * Deletes uploads that no post claimed in time (a creator who uploaded and left), so storage
 * holds only what posts show. The item goes first, and only while still unclaimed, so a post
 * claiming it at the same moment either gets it whole or is told it is gone; its files follow.
 * The round repeats on one replica at a time.
 */
@Injectable()
export class UnattachedMediaSweep extends RecurringSweep {
  constructor(
    @InjectQueue(MEDIA_CLEANUP_QUEUE) queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
  ) {
    super(queue, {
      schedulerId: SCHEDULER_ID,
      everyMs: config.MEDIA_CLEANUP_INTERVAL_SECONDS * 1000,
    });
  }

  protected async sweep(): Promise<string> {
    const cutoff = new Date(Date.now() - this.config.UNATTACHED_MEDIA_TTL_SECONDS * 1000);
    const items = await this.media.unattachedBefore(cutoff, BATCH);
    let deleted = 0;
    for (const item of items) {
      if (!(await this.media.deleteIfUnattached(item._id))) continue;
      const keys = [item.originalKey, ...Object.values(item.renditions ?? {})];
      await Promise.all(keys.map((key) => this.storage.delete(key)));
      deleted += 1;
    }
    return `${deleted} unattached uploads deleted`;
  }
}
