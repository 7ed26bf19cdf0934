import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { MediaKind } from '@tessera/contracts';
import { APP_LOGGER, type JobProcessor, ObjectStorage, SERVICE_CONFIG } from '@tessera/platform';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { ContentConfig } from '../config/content-config';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { renderImage } from './image-renditions';
import type { MediaItem } from './media-item.schema';
import { type RenditionName, mediaKey } from './media-keys';
import { UnprocessableMediaError } from './media-tool';
import { MediaRepository, type ProcessedMedia } from './media.repository';
import { renderVideo } from './video-renditions';
import { watermarkText } from './watermark';

export const MEDIA_QUEUE = 'media';

/**
 * A media job is tried once more after a failure of storage, the database or a tool's deadline,
 * not twice: every attempt at a video may hold a worker for its whole transcoding deadline.
 */
export const MEDIA_JOB_ATTEMPTS = 2;

export interface MediaJobData {
  mediaId: string;
}

export type MediaJobResult = 'ready' | 'skipped';

/** What the owner reads when a file cannot be processed; details go to the log. */
const UNPROCESSABLE: Record<MediaKind, string> = {
  image: 'The image could not be processed. The file may be damaged; please upload it again.',
  video: 'The video could not be processed. The file may be damaged; please upload it again.',
};
const GAVE_UP = 'Processing failed. Please upload the file again.';

/** Renditions are immutable under their keys: caches may keep them for good. */
const RENDITION_CACHE = 'private, max-age=31536000, immutable';

/**
 * Processes one uploaded file: pending → processing → ready, or failed with a reason. A file
 * that cannot be decoded fails at once; a failure of storage or the database is retried by the
 * queue, and the item fails when the last attempt does. A job delivered again for a ready item
 * does nothing.
 */
@Injectable()
export class MediaProcessingJob implements JobProcessor<MediaJobData, MediaJobResult> {
  constructor(
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
    private readonly creators: CreatorProfilesRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<MediaJobData, MediaJobResult>): Promise<MediaJobResult> {
    const item = await this.media.startProcessing(job.data.mediaId);
    if (!item) return 'skipped';
    const workdir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
    try {
      const original = join(workdir, 'original');
      const stored = await this.storage.getStream(item.originalKey);
      await pipeline(stored.body, createWriteStream(original));
      const processed =
        item.kind === 'image'
          ? await this.processImage(item, original)
          : await this.processVideo(item, original, workdir);
      if (!(await this.media.markReady(item, processed))) await this.dropIfGone(item, processed);
      return 'ready';
    } catch (error) {
      await this.fail(job, item, error);
      throw error instanceof UnprocessableMediaError
        ? new UnrecoverableError(error.message)
        : error;
    } finally {
      await rm(workdir, { recursive: true, force: true });
    }
  }

  private async processImage(item: MediaItem, original: string): Promise<ProcessedMedia> {
    const image = await renderImage(original, await this.watermarkOf(item));
    const renditions = {
      feed: await this.put(item, 'feed', image.feed, 'image/webp'),
      full: await this.put(item, 'full', image.full, 'image/webp'),
      preview: await this.put(item, 'preview', image.preview, 'image/webp'),
    };
    return { renditions, width: image.width, height: image.height, duration: null };
  }

  /** Posts' and messages' images carry their creator's mark; a profile's own pictures do not. */
  private async watermarkOf(item: MediaItem): Promise<string | null> {
    if (item.purpose === 'avatar' || item.purpose === 'cover') return null;
    const { username } = await this.creators.summary(item.creatorId);
    return watermarkText(item.creatorId, username || undefined);
  }

  private async processVideo(
    item: MediaItem,
    original: string,
    workdir: string,
  ): Promise<ProcessedMedia> {
    const video = await renderVideo(original, workdir, {
      maxDurationSeconds: this.config.VIDEO_MAX_DURATION_SECONDS,
    });
    const poster = await renderImage(video.poster, null);
    const renditions = {
      full: await this.put(item, 'video', createReadStream(video.webPath), 'video/mp4'),
      poster: await this.put(item, 'poster', poster.full, 'image/webp'),
      preview: await this.put(item, 'preview', poster.preview, 'image/webp'),
    };
    return { renditions, width: video.width, height: video.height, duration: video.duration };
  }

  private async put(
    item: MediaItem,
    name: RenditionName,
    body: Buffer | Readable,
    contentType: string,
  ): Promise<string> {
    const key = mediaKey(item.creatorId, item._id, name);
    await this.storage.upload(key, body, {
      contentType,
      maxBytes: Number.MAX_SAFE_INTEGER,
      cacheControl: RENDITION_CACHE,
    });
    return key;
  }

  /** The item was deleted while it was processed: its renditions must not outlive it. */
  private async dropIfGone(item: MediaItem, processed: ProcessedMedia): Promise<void> {
    if (await this.media.findById(item._id)) return;
    const keys = Object.values(processed.renditions);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  private async fail(job: Job<MediaJobData>, item: MediaItem, error: unknown): Promise<void> {
    const unprocessable = error instanceof UnprocessableMediaError;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    this.logger.warn(
      { err: error, mediaId: item._id, kind: item.kind, attempt: job.attemptsMade + 1 },
      'media processing failed',
    );
    if (unprocessable || lastAttempt) {
      const reason = unprocessable ? (error.reason ?? UNPROCESSABLE[item.kind]) : GAVE_UP;
      await this.media.markFailed(item, reason);
    }
  }
}
