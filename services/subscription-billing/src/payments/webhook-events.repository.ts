import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { WebhookEvent } from './webhook-event.schema';

@Injectable()
export class WebhookEventsRepository extends MongoRepository<WebhookEvent> {
  constructor(@InjectModel(WebhookEvent.name) model: Model<WebhookEvent>) {
    super(model);
  }

  wasHandled(eventId: string): Promise<boolean> {
    return this.exists({ _id: eventId });
  }

  async markHandled(eventId: string, type: string): Promise<void> {
    await this.insertUnlessExists({ _id: eventId, type, handledAt: new Date() });
  }
}
