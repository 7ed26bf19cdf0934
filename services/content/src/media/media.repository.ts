import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type EventEnvelope,
  type MediaKind,
  PROFILE_IMAGE_PURPOSES,
  type ProfileImagePurpose,
  type UploadPurpose,
} from '@tessera/contracts';
import { buildEvent, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { MediaItem, type RenditionKeys } from './media-item.schema';
import { statusesBefore } from './media-status';

export interface NewMediaItem {
  mediaId: string;
  creatorId: string;
  purpose: UploadPurpose;
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

const WITHOUT_OUTBOX = { outbox: 0, outboxPending: 0, outboxParked: 0 };

/** An upload no post, message or profile uses (a missing `claimedAt` matches null). */
const UNATTACHED = { postId: null, messageId: null, claimedAt: null };

/** `media.processed` for an item that reached `status`, keyed by its owner. */
function processedEvent(
  item: MediaItem,
  status: 'ready' | 'failed',
  processed: ProcessedMedia | null,
  at: Date,
): EventEnvelope {
  return buildEvent(
    'media.processed',
    {
      mediaId: item._id,
      ownerId: item.creatorId,
      kind: item.kind,
      status,
      mimeType: item.mimeType,
      size: item.size,
      width: processed?.width ?? null,
      height: processed?.height ?? null,
      duration: processed?.duration ?? null,
      renditions: processed?.renditions ?? {},
      processedAt: at.toISOString(),
    },
    { producer: 'content', key: item.creatorId, actorId: item.creatorId },
  );
}

/** Uploads and their processing state; each processing outcome is written with its event. */
@Injectable()
export class MediaRepository extends OutboxRepository<MediaItem> {
  constructor(@InjectModel(MediaItem.name) model: Model<MediaItem>, relay: OutboxRelay) {
    super(model, relay);
  }

  async create(item: NewMediaItem, now = new Date()): Promise<MediaItem> {
    const created = await this.model.create({
      _id: item.mediaId,
      creatorId: item.creatorId,
      purpose: item.purpose,
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
    return this.model.findById(mediaId, WITHOUT_OUTBOX).lean<MediaItem>();
  }

  /** Items by id in one `_id` lookup (an index read even where other queries scan). */
  async findByIds(mediaIds: readonly string[]): Promise<Map<string, MediaItem>> {
    if (mediaIds.length === 0) return new Map();
    const found = await this.model
      .find({ _id: { $in: [...new Set(mediaIds)] } }, WITHOUT_OUTBOX)
      .lean<MediaItem[]>();
    return new Map(found.map((item) => [item._id, item] as const));
  }

  /**
   * What the user uploaded since `since`: every purpose (the daily limit of posts' media and
   * attachments), or only those given.
   */
  countCreatedSince(
    creatorId: string,
    since: Date,
    purposes?: readonly UploadPurpose[],
  ): Promise<number> {
    return this.model.countDocuments({
      creatorId,
      createdAt: { $gte: since },
      ...(purposes && { purpose: { $in: [...purposes] } }),
    });
  }

  /**
   * Marks the owner's processed image of that purpose as in use on their profile, which makes it
   * public and keeps it from the sweep of unused uploads. The item as it is, or null when the
   * owner has no such upload.
   */
  async claimProfileImage(
    mediaId: string,
    ownerId: string,
    purpose: ProfileImagePurpose,
  ): Promise<MediaItem | null> {
    const item = await this.findById(mediaId);
    if (!item || item.creatorId !== ownerId || item.purpose !== purpose || item.kind !== 'image') {
      return null;
    }
    if (item.status !== 'ready' || item.claimedAt) return item;
    return this.model
      .findOneAndUpdate(
        { _id: mediaId, status: 'ready' },
        { $set: { claimedAt: new Date(), updatedAt: new Date() } },
        { new: true, projection: WITHOUT_OUTBOX },
      )
      .lean<MediaItem>();
  }

  /** A profile image its owner put on their profile, ready to be shown to anyone; else null. */
  findClaimedProfileImage(mediaId: string): Promise<MediaItem | null> {
    return this.model
      .findOne(
        {
          _id: mediaId,
          purpose: { $in: [...PROFILE_IMAGE_PURPOSES] },
          status: 'ready',
          claimedAt: { $ne: null },
        },
        WITHOUT_OUTBOX,
      )
      .lean<MediaItem>();
  }

  /** Every profile picture and cover the account uploaded, in use or not. */
  findProfileImagesOf(ownerId: string): Promise<MediaItem[]> {
    return this.model
      .find({ creatorId: ownerId, purpose: { $in: [...PROFILE_IMAGE_PURPOSES] } }, WITHOUT_OUTBOX)
      .lean<MediaItem[]>();
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

  async markReady(item: MediaItem, processed: ProcessedMedia): Promise<boolean> {
    const now = new Date();
    const result = await this.updateWithEvents(
      { _id: item._id, status: { $in: statusesBefore('ready') } },
      { $set: { ...processed, status: 'ready', error: null, updatedAt: now } },
      [processedEvent(item, 'ready', processed, now)],
    );
    return result.modified;
  }

  async markFailed(item: MediaItem, reason: string): Promise<boolean> {
    const now = new Date();
    const result = await this.updateWithEvents(
      { _id: item._id, status: { $in: statusesBefore('failed') } },
      { $set: { status: 'failed', error: reason, updatedAt: now } },
      [processedEvent(item, 'failed', null, now)],
    );
    return result.modified;
  }

  /**
   * Records that a message carries the item, unless an earlier one does; used items are kept.
   * Only the owner's items are marked, whatever the message claims.
   */
  async markUsedByMessage(mediaIds: readonly string[], ownerId: string, messageId: string) {
    if (mediaIds.length === 0) return;
    await this.model.updateMany(
      { _id: { $in: [...mediaIds] }, creatorId: ownerId, messageId: null },
      { $set: { messageId, updatedAt: new Date() } },
    );
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
    return this.model.find({ postId }, WITHOUT_OUTBOX).lean<MediaItem[]>();
  }

  /**
   * Uploads no post has claimed, no message carries and no profile shows, created before
   * `before`; oldest first.
   */
  unattachedBefore(before: Date, limit: number): Promise<MediaItem[]> {
    return this.model
      .find({ ...UNATTACHED, createdAt: { $lt: before } }, WITHOUT_OUTBOX)
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<MediaItem[]>();
  }

  /** Deletes the item only while nothing uses it; whether it was. */
  async deleteIfUnattached(mediaId: string): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: mediaId, ...UNATTACHED });
    return result.deletedCount === 1;
  }

  async delete(mediaId: string): Promise<void> {
    await this.model.deleteOne({ _id: mediaId });
  }
}
