import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

@Schema({
  collection: 'comments',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class Comment {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  postId!: string;

  @Prop({ type: String, required: true })
  authorId!: string;

  @Prop({ type: String, required: true })
  text!: string;

  createdAt!: Date;
}

/** A comment and its `content.commented` event are one write. */
export const CommentSchema = SchemaFactory.createForClass(Comment);
CommentSchema.plugin(outboxPlugin);
