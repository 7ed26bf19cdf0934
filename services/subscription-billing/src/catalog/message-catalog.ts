import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { CatalogMessage } from './catalog-message.schema';

export type SellableMessage = Omit<CatalogMessage, '_id'> & { messageId: string };

/** Pay-per-view messages and their prices, kept from messaging's events; read by `_id`. */
@Injectable()
export class MessageCatalog extends MongoRepository<CatalogMessage> {
  constructor(@InjectModel(CatalogMessage.name) model: Model<CatalogMessage>) {
    super(model);
  }

  async find(messageId: string): Promise<SellableMessage | null> {
    const found = await this.model.findById(messageId, { appliedEvents: 0 }).lean<CatalogMessage>();
    if (!found) return null;
    const { _id, ...rest } = found;
    return { messageId: _id, ...rest };
  }

  /** A sent message never changes its price or audience, so the first report is kept. */
  add(eventId: string, message: SellableMessage): Promise<ApplyOutcome> {
    const { messageId, ...fields } = message;
    return applyEventOnce(
      this.model,
      eventId,
      { _id: messageId },
      { $setOnInsert: fields },
      { upsert: true },
    );
  }
}
