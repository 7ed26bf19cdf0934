import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A member's choice, from auth's `user.updated`, whether people search finds their profile. Kept
 * apart from the index, as account standing is, so a rebuilt index cannot bring a hidden profile
 * back; a member without a document is found, as everyone was before the choice existed.
 */
@Schema({ collection: 'search_privacy', versionKey: false })
export class SearchPrivacy {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, required: true })
  hidden!: boolean;

  /** When auth made the change; an older event never overwrites a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const SearchPrivacySchema = SchemaFactory.createForClass(SearchPrivacy);
SearchPrivacySchema.index({ hidden: 1 });
