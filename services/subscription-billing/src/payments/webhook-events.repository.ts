import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { WebhookEvent } from './webhook-event.schema';

@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectModel(WebhookEvent.name) private readonly model: Model<WebhookEvent>) {}

  async wasHandled(eventId: string): Promise<boolean> {
    return (await this.model.exists({ _id: eventId })) !== null;
  }

  async markHandled(eventId: string, type: string): Promise<void> {
    try {
      await this.model.create({ _id: eventId, type, handledAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
