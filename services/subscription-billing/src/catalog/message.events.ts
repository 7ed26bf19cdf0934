import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { MessageCatalog } from './message-catalog';

/** Adds every priced message messaging sends to the catalogue; free messages are not sold. */
@Controller()
export class MessageEvents {
  constructor(private readonly catalog: MessageCatalog) {}

  @ConsumeEvent('message.sent')
  async onSent({ id, data }: TypedEvent<'message.sent'>): Promise<void> {
    if (data.priceCents === null || data.priceCents <= 0) return;
    await this.catalog.add(id, {
      messageId: data.messageId,
      creatorId: data.senderId,
      priceCents: data.priceCents,
      recipientIds: data.recipientIds,
    });
  }
}
