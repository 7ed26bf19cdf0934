import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { MediaRepository } from './media.repository';

/**
 * Keeps uploads that messages carry: once a message holds an upload, the sweep of unattached
 * uploads leaves it. Marking is a conditional `$set`, so a redelivered event changes nothing.
 */
@Controller()
export class MessageEvents {
  constructor(private readonly media: MediaRepository) {}

  @ConsumeEvent('message.sent')
  async onSent({ data }: TypedEvent<'message.sent'>): Promise<void> {
    await this.media.markUsedByMessage(data.mediaIds, data.senderId, data.messageId);
  }
}
