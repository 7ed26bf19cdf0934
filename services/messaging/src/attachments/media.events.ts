import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { MessageMediaRepository } from './message-media.repository';

/** Learns of uploads as content finishes processing them; each event is applied once. */
@Controller()
export class MediaEvents {
  constructor(private readonly media: MessageMediaRepository) {}

  @ConsumeEvent('media.processed')
  async onProcessed({ id, data }: TypedEvent<'media.processed'>): Promise<void> {
    await this.media.apply(id, {
      _id: data.mediaId,
      ownerId: data.ownerId,
      kind: data.kind,
      status: data.status,
      mimeType: data.mimeType,
      size: data.size,
      width: data.width,
      height: data.height,
      duration: data.duration,
      renditions: data.renditions,
    });
  }
}
