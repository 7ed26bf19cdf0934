import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TagUsage } from './tag.schema';

/**
 * Which published posts carry which tag names, from content's events; written by post id, so an
 * event applied twice changes nothing.
 */
@Injectable()
export class TagUsagesRepository {
  constructor(@InjectModel(TagUsage.name) private readonly model: Model<TagUsage>) {}

  async published(contentId: string, tags: readonly string[]): Promise<void> {
    const keys = [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
    await this.model.updateOne({ _id: contentId }, { $set: { tags: keys } }, { upsert: true });
  }

  async removed(contentId: string): Promise<void> {
    await this.model.deleteOne({ _id: contentId });
  }

  /** How many published posts carry each of these lower-cased names. */
  async counts(nameKeys: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { tags: { $in: nameKeys } } },
      { $unwind: '$tags' },
      { $match: { tags: { $in: nameKeys } } },
      { $group: { _id: '$tags', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }
}
