import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlatformSettingsModule, QueueModule } from '@tessera/platform';
import { contentConfigSchema } from '../config/content-config';
import { CreatorsModule } from '../creators/creators.module';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { MediaIntake } from './media-intake';
import { MediaItem, MediaItemSchema } from './media-item.schema';
import { MediaLibrary } from './media-library';
import { MEDIA_QUEUE, MediaProcessingJob } from './media-processing.job';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MessageEvents } from './message.events';
import { MultipartSupport } from './multipart-support';
import { ResumableUploads } from './resumable/resumable-uploads';
import { UPLOAD_SESSION_SWEEP_QUEUE, UploadSessionSweep } from './resumable/upload-session.sweep';
import { UploadSessionsController } from './resumable/upload-sessions.controller';
import { UploadSessionsRepository } from './resumable/upload-sessions.repository';
import { MEDIA_CLEANUP_QUEUE, UnattachedMediaSweep } from './unattached-media.sweep';
import { UploadGate } from './upload-gate';
import { VerificationDocumentsModule } from '../verification-documents/verification-documents.module';

/**
 * Read from the environment as the module is declared, since queue declarations are static; the
 * service's config validates the same variable when it starts.
 */
const WORKER_CONCURRENCY = contentConfigSchema.shape.MEDIA_WORKER_CONCURRENCY.parse(
  process.env.MEDIA_WORKER_CONCURRENCY,
);

/**
 * Uploads and their processing: `/api/upload` (plain and resumable), the media worker, and
 * `MediaLibrary` for posts; uploads that messages carry are kept.
 * Needs object storage: `ObjectStorageModule.forRoot` in the service's features.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: MediaItem.name, schema: MediaItemSchema }]),
    QueueModule.forFeature({
      name: MEDIA_QUEUE,
      processor: MediaProcessingJob,
      concurrency: WORKER_CONCURRENCY,
    }),
    QueueModule.forFeature({ name: MEDIA_CLEANUP_QUEUE, processor: UnattachedMediaSweep }),
    QueueModule.forFeature({ name: UPLOAD_SESSION_SWEEP_QUEUE, processor: UploadSessionSweep }),
    EntitlementsModule,
    CreatorsModule,
    PlatformSettingsModule,
    VerificationDocumentsModule,
  ],
  controllers: [MediaController, UploadSessionsController, MessageEvents],
  providers: [
    MultipartSupport,
    MediaRepository,
    UploadGate,
    MediaIntake,
    MediaLibrary,
    MediaProcessingJob,
    UnattachedMediaSweep,
    UploadSessionsRepository,
    ResumableUploads,
    UploadSessionSweep,
  ],
  exports: [MediaLibrary],
})
export class MediaModule {}
