import { Injectable } from '@nestjs/common';
import { ConversationsRepository } from '../conversations/conversations.repository';
import type { Broadcast } from './broadcast.schema';
import { BroadcastDeliveriesRepository } from './broadcast-deliveries.repository';
import { BroadcastsRepository } from './broadcasts.repository';

/**
 * How many recipients read a broadcast, told from the read marks messaging already keeps: a
 * recipient whose read position in the conversation reached the broadcast's message has read it.
 * Every read is by `_id` (batches, then deliveries, then conversations).
 */
@Injectable()
export class BroadcastReads {
  constructor(
    private readonly broadcasts: BroadcastsRepository,
    private readonly deliveries: BroadcastDeliveriesRepository,
    private readonly conversations: ConversationsRepository,
  ) {}

  async count(broadcast: Broadcast): Promise<number> {
    if (broadcast.delivered === 0) return 0;
    let read = 0;
    for (const batch of await this.broadcasts.batchesOf(broadcast)) {
      const delivered = (await this.deliveries.findMany(broadcast._id, batch.recipientIds)).filter(
        (delivery) => delivery.status === 'delivered' && delivery.conversationId,
      );
      const conversations = new Map(
        (
          await this.conversations.findMany(
            delivered.map((delivery) => delivery.conversationId as string),
          )
        ).map((conversation) => [conversation._id, conversation]),
      );
      for (const delivery of delivered) {
        const readUpTo = conversations.get(delivery.conversationId as string)?.reads[
          delivery.recipientId
        ];
        if (readUpTo !== undefined && delivery.seq !== null && readUpTo >= delivery.seq) read += 1;
      }
    }
    return read;
  }
}
