import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { ActivityEntry } from './activity-entry.schema';

/** Public happenings, newest first; who and what they name is checked for visibility on reading. */
@Injectable()
export class ActivityRepository extends MongoRepository<ActivityEntry> {
  constructor(@InjectModel(ActivityEntry.name) model: Model<ActivityEntry>) {
    super(model);
  }

  async record(entry: ActivityEntry): Promise<void> {
    await this.insertUnlessExists(entry);
  }

  async newest(limit: number): Promise<ActivityEntry[]> {
    return this.model.find().sort({ occurredAt: -1 }).limit(limit).lean<ActivityEntry[]>();
  }
}
