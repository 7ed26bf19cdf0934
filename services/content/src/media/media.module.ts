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
import { ProfileImagesInternalController } from './profile-images/profile-images-internal.controller';
import { ProfileImagesController } from './profile-images/profile-images.controller';
import { OPEN_UPLOAD_SWEEP_QUEUE, OpenUploadSweep } from './resumable/open-upload.sweep';
import { OpenUploadsRepository } from './resumable/open-uploads.repository';
import { TusBodySupport } from './resumable/tus-body-support';
import { TusUploads } from './resumable/tus-uploads';
import { UploadFilesController } from './resumable/upload-files.controller';
import { MEDIA_CLEANUP_QUEUE, UnattachedMediaSweep } from './unattached-media.sweep';
import { UploadGate } from './upload-gate';
import { VerificationDocumentsModule } from './verification-documents/verification-documents.module';

/**
 * Read from the environment as the module is declared, since queue declarations are static; the
 * service's config validates the same variable when it starts.
 */
const WORKER_CONCURRENCY = contentConfigSchema.shape.MEDIA_WORKER_CONCURRENCY.parse(
  process.env.MEDIA_WORKER_CONCURRENCY,
);

/**
 * Uploads and their processing: `/api/upload` (plain) and `/api/upload/files` (resumable, tus),
 * the media worker, and `MediaLibrary` for posts; uploads that messages carry are kept. Avatars
 * and covers are claimed by auth and served publicly from `/api/content/profile-images`.
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
    QueueModule.forFeature({ name: OPEN_UPLOAD_SWEEP_QUEUE, processor: OpenUploadSweep }),
    EntitlementsModule,
    CreatorsModule,
    PlatformSettingsModule,
    VerificationDocumentsModule,
  ],
  controllers: [
    MediaController,
    UploadFilesController,
    MessageEvents,
    ProfileImagesController,
    ProfileImagesInternalController,
  ],
  providers: [
    MultipartSupport,
    MediaRepository,
    UploadGate,
    MediaIntake,
    MediaLibrary,
    MediaProcessingJob,
    UnattachedMediaSweep,
    TusBodySupport,
    OpenUploadsRepository,
    TusUploads,
    OpenUploadSweep,
  ],
  exports: [MediaLibrary],
})
export class MediaModule {}
