import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessageMedia } from './message-media.schema';

/** Uploads messages may carry, kept from content's events and read by `_id` only. */
@Injectable()
export class MessageMediaRepository {
  constructor(@InjectModel(MessageMedia.name) private readonly model: Model<MessageMedia>) {}

  async findMany(mediaIds: readonly string[]): Promise<Map<string, MessageMedia>> {
    if (mediaIds.length === 0) return new Map();
    const found = await this.model
      .find({ _id: { $in: [...new Set(mediaIds)] } }, { appliedEvents: 0 })
      .lean<MessageMedia[]>();
    return new Map(found.map((media) => [media._id, media]));
  }

  /** Records the processing outcome; an upload is processed once, so the last report stands. */
  apply(eventId: string, media: MessageMedia): Promise<ApplyOutcome> {
    const { _id, ...fields } = media;
    return applyEventOnce(this.model, eventId, { _id }, { $set: fields }, { upsert: true });
  }
}
