import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  MEDIA_STATUSES,
  type MediaKind,
  type MediaStatus,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/** Storage keys of what processing made from the original; absent until it made them. */
export interface RenditionKeys {
  /** Feed-sized image. */
  feed?: string;
  /** Full view: the watermarked image, or the web-playable video. */
  full?: string;
  /** Blurred small image shown on locked posts. */
  preview?: string;
  /** A video's poster frame. */
  poster?: string;
}

/** One uploaded file: its original in object storage and what processing made of it. */
@Schema({ collection: 'media_items', versionKey: false })
export class MediaItem {
  /** The media id. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The uploader: a creator for a post's media, any sender for a message attachment. */
  @Prop({ type: String, required: true })
  creatorId!: string;

  /**
   * A message attachment never becomes a post's media; both count against the daily limit. An
   * avatar or cover is only ever shown on its uploader's profile.
   */
  @Prop({ type: String, enum: UPLOAD_PURPOSES, default: 'post' })
  purpose!: UploadPurpose;

  @Prop({ type: String, required: true, enum: ['image', 'video'] })
  kind!: MediaKind;

  /** The format the file's content showed, not the type the client declared. */
  @Prop({ type: String, required: true })
  mimeType!: string;

  /** Bytes of the original. */
  @Prop({ type: Number, required: true })
  size!: number;

  @Prop({ type: String, required: true, enum: MEDIA_STATUSES, default: 'pending' })
  status!: MediaStatus;

  @Prop({ type: String, default: null })
  error!: string | null;

  @Prop({ type: String, required: true })
  originalKey!: string;

  @Prop({ type: Object, default: {} })
  renditions!: RenditionKeys;

  @Prop({ type: Number, default: null })
  width!: number | null;

  @Prop({ type: Number, default: null })
  height!: number | null;

  /** Seconds, for videos. */
  @Prop({ type: Number, default: null })
  duration!: number | null;

  /** The post the item belongs to; null until a post claims it. */
  @Prop({ type: String, default: null })
  postId!: string | null;

  /** The first message that carried the item; a used item is never swept as unattached. */
  @Prop({ type: String, default: null })
  messageId!: string | null;

  /** When its owner put the avatar or cover on their profile: from then on it is public. */
  @Prop({ type: Date, default: null })
  claimedAt!: Date | null;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}

export const MediaItemSchema = SchemaFactory.createForClass(MediaItem);
MediaItemSchema.index({ creatorId: 1, createdAt: -1 });
MediaItemSchema.index({ postId: 1 });
// Processing results are announced with `media.processed`, written with the status change.
MediaItemSchema.plugin(outboxPlugin);
