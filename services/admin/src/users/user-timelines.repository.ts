import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { TIMELINE_CAP, type TimelineEntry, UserTimeline } from './user-timeline.schema';

/** Users' timelines, one document each, kept newest first and at most `TIMELINE_CAP` long. */
@Injectable()
export class UserTimelinesRepository extends MongoRepository<UserTimeline> {
  constructor(@InjectModel(UserTimeline.name) model: Model<UserTimeline>) {
    super(model);
  }

  /** Adds an entry once per event id (the entry's id). */
  async add(userId: string, entry: TimelineEntry): Promise<void> {
    await applyEventOnce(
      this.model,
      entry.id,
      { _id: userId },
      {
        $push: {
          entries: { $each: [entry], $sort: { occurredAt: -1 }, $slice: TIMELINE_CAP },
        },
      },
      { upsert: true },
    );
  }

  async entriesOf(userId: string): Promise<TimelineEntry[]> {
    const doc = await this.model.findById(userId).lean<UserTimeline>();
    return doc?.entries ?? [];
  }
}
