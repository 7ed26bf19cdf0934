import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MediaKind } from '@tessera/contracts';
import type { Model } from 'mongoose';
import { MediaItem, type RenditionKeys } from './media-item.schema';
import { statusesBefore } from './media-status';

export interface NewMediaItem {
  mediaId: string;
  creatorId: string;
  kind: MediaKind;
  mimeType: string;
  size: number;
  originalKey: string;
}

export interface ProcessedMedia {
  renditions: RenditionKeys;
  width: number | null;
  height: number | null;
  duration: number | null;
}

@Injectable()
export class MediaRepository {
  constructor(@InjectModel(MediaItem.name) private readonly model: Model<MediaItem>) {}

  async create(item: NewMediaItem, now = new Date()): Promise<MediaItem> {
    const created = await this.model.create({
      _id: item.mediaId,
      creatorId: item.creatorId,
      kind: item.kind,
      mimeType: item.mimeType,
      size: item.size,
      originalKey: item.originalKey,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    return created.toObject();
  }

  findById(mediaId: string): Promise<MediaItem | null> {
    return this.model.findById(mediaId).lean<MediaItem>();
  }

  /** Items by id in one `_id` lookup (an index read even where other queries scan). */
  async findByIds(mediaIds: readonly string[]): Promise<Map<string, MediaItem>> {
    if (mediaIds.length === 0) return new Map();
    const found = await this.model
      .find({ _id: { $in: [...new Set(mediaIds)] } })
      .lean<MediaItem[]>();
    return new Map(found.map((item) => [item._id, item] as const));
  }

  /** Items the creator uploaded since `since`, for the daily upload limit. */
  countCreatedSince(creatorId: string, since: Date): Promise<number> {
    return this.model.countDocuments({ creatorId, createdAt: { $gte: since } });
  }

  /** Starts processing unless the item is ready (or gone); the item as it is now, or null. */
  startProcessing(mediaId: string): Promise<MediaItem | null> {
    return this.model
      .findOneAndUpdate(
        { _id: mediaId, status: { $in: statusesBefore('processing') } },
        { $set: { status: 'processing', error: null, updatedAt: new Date() } },
        { new: true },
      )
      .lean<MediaItem>();
  }

  async markReady(mediaId: string, processed: ProcessedMedia): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: mediaId, status: { $in: statusesBefore('ready') } },
      { $set: { ...processed, status: 'ready', error: null, updatedAt: new Date() } },
    );
    return result.modifiedCount === 1;
  }

  async markFailed(mediaId: string, reason: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: mediaId, status: { $in: statusesBefore('failed') } },
      { $set: { status: 'failed', error: reason, updatedAt: new Date() } },
    );
    return result.modifiedCount === 1;
  }

  /** Attaches the item to the post unless another post holds it; whether it is the post's now. */
  async attach(mediaId: string, creatorId: string, postId: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: mediaId, creatorId, postId: { $in: [null, postId] } },
      { $set: { postId, updatedAt: new Date() } },
    );
    return result.matchedCount === 1;
  }

  /** Undoes `attach` for items this post took. */
  async detach(mediaIds: readonly string[], postId: string): Promise<void> {
    await Promise.all(
      mediaIds.map((mediaId) =>
        this.model.updateOne(
          { _id: mediaId, postId },
          { $set: { postId: null, updatedAt: new Date() } },
        ),
      ),
    );
  }

  findByPost(postId: string): Promise<MediaItem[]> {
    return this.model.find({ postId }).lean<MediaItem[]>();
  }

  /** Uploads no post has claimed, created before `before`; oldest first. */
  unattachedBefore(before: Date, limit: number): Promise<MediaItem[]> {
    return this.model
      .find({ postId: null, createdAt: { $lt: before } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<MediaItem[]>();
  }

  /** Deletes the item only while no post holds it; whether it was deleted. */
  async deleteIfUnattached(mediaId: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: mediaId, postId: null })).deletedCount === 1;
  }

  async delete(mediaId: string): Promise<void> {
    await this.model.deleteOne({ _id: mediaId });
  }
}
