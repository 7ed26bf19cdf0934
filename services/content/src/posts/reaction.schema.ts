import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

export type ReactionKind = 'like' | 'bookmark';

/** One user's like or bookmark of one post; its id makes it unique and found without a scan. */
@Schema({
  collection: 'reactions',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class Reaction {
  /** `<kind>:<postId>:<userId>` */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  kind!: ReactionKind;

  @Prop({ type: String, required: true })
  postId!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  createdAt!: Date;
}

/** A like and its `content.liked` event are one write. */
export const ReactionSchema = SchemaFactory.createForClass(Reaction);
ReactionSchema.plugin(outboxPlugin);
/** A user's reactions, and their bookmarks newest first. */
ReactionSchema.index({ userId: 1, kind: 1, createdAt: -1, postId: -1 });
