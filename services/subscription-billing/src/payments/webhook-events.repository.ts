import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertDocument, isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { WebhookEvent } from './webhook-event.schema';

@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectModel(WebhookEvent.name) private readonly model: Model<WebhookEvent>) {}

  async wasHandled(eventId: string): Promise<boolean> {
    const found = await this.model.collection.findOne({ _id: eventId } as never, {
      projection: { _id: 1 },
    });
    return found !== null;
  }

  async markHandled(eventId: string, type: string): Promise<void> {
    try {
      await insertDocument(this.model, { _id: eventId, type, handledAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
