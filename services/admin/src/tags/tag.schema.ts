import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/** Section 3's Tag as admins manage it; names are unique whatever their case. */
@Schema({ collection: 'tags', versionKey: false, timestamps: true })
export class Tag {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  name!: string;

  /** The name in lower case, unique among tags not deleted (a deleted tag's key is released). */
  @Prop({ type: String, required: true, unique: true })
  nameKey!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, required: true })
  color!: string;

  @Prop({ type: String, required: true })
  category!: string;

  @Prop({ type: Boolean, default: true })
  isActive!: boolean;

  @Prop({ type: String, default: null, index: true })
  parentTagId!: string | null;

  @Prop({ type: String, required: true })
  createdBy!: string;

  /** Deleted tags stay, out of every list, so their deletion's audit entry leaves in the same write. */
  @Prop({ type: Date, default: null })
  deletedAt!: Date | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export const TagSchema = SchemaFactory.createForClass(Tag);
TagSchema.plugin(outboxPlugin);

/** The tags of one published post, lower-cased, to count each tag's use. */
@Schema({ collection: 'tag_usages', versionKey: false })
export class TagUsage {
  /** The post's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [], index: true })
  tags!: string[];
}

export const TagUsageSchema = SchemaFactory.createForClass(TagUsage);
