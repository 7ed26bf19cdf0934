import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { TypedEvent } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Message } from './message.schema';

const WITHOUT_OUTBOX = { outbox: 0, outboxPending: 0, outboxParked: 0 };

/** Messages, each stored with its `message.sent` event in one write. */
@Injectable()
export class MessagesRepository extends OutboxRepository<Message> {
  constructor(@InjectModel(Message.name) model: Model<Message>, relay: OutboxRelay) {
    super(model, relay);
  }

  insert(message: Message, sent: TypedEvent<'message.sent'>): Promise<Message> {
    return this.insertWithEvents(message, [sent]);
  }

  find(id: string): Promise<Message | null> {
    return this.model.findById(id, WITHOUT_OUTBOX).lean<Message>();
  }

  /** The messages with these ids that exist, oldest first. */
  async findMany(ids: readonly string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const found = await this.model
      .find({ _id: { $in: [...ids] } }, WITHOUT_OUTBOX)
      .lean<Message[]>();
    return found.sort((a, b) => a.seq - b.seq);
  }

  async edit(id: string, content: string, at: Date): Promise<Message | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $set: { content, editedAt: at } }, { new: true })
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  /** The spec's delete: the text is replaced and the attachments go; the message stays in place. */
  async markDeleted(id: string, content: string, at: Date): Promise<Message | null> {
    return this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: { content, attachments: [], deletedAt: at } },
        { new: true },
      )
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }
}
