import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AttachmentResolver } from './attachment-resolver';
import { AttachmentViews } from './attachment-views';
import { MediaEvents } from './media.events';
import { MessageMedia, MessageMediaSchema } from './message-media.schema';
import { MessageMediaRepository } from './message-media.repository';

/**
 * Attachments: uploads made through content's pipeline, known from its `media.processed` events,
 * shown through signed URLs. Needs object storage: `ObjectStorageModule.forRoot` in the features.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: MessageMedia.name, schema: MessageMediaSchema }])],
  controllers: [MediaEvents],
  providers: [MessageMediaRepository, AttachmentResolver, AttachmentViews],
  exports: [AttachmentResolver, AttachmentViews],
})
export class AttachmentsModule {}
