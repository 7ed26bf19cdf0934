import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MediaKind } from '@tessera/contracts';
import { appliedEventsPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';

/** Storage keys of an upload's renditions, as content's pipeline made them. */
export interface MediaRenditions {
  full?: string;
  feed?: string;
  preview?: string;
  poster?: string;
}

/**
 * An upload as messaging knows it from content's `media.processed`: whose it is, whether it is
 * ready, and where its renditions are stored, so a message can carry it by id alone.
 */
@Schema({ collection: 'media', versionKey: false })
export class MessageMedia {
  /** The media id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  ownerId!: string;

  @Prop({ type: String, required: true })
  kind!: MediaKind;

  @Prop({ type: String, required: true })
  status!: 'ready' | 'failed';

  @Prop({ type: String, required: true })
  mimeType!: string;

  @Prop({ type: Number, required: true })
  size!: number;

  @Prop({ type: Number, default: null })
  width!: number | null;

  @Prop({ type: Number, default: null })
  height!: number | null;

  @Prop({ type: Number, default: null })
  duration!: number | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  renditions!: MediaRenditions;
}

export const MessageMediaSchema = SchemaFactory.createForClass(MessageMedia);
MessageMediaSchema.plugin(appliedEventsPlugin);
