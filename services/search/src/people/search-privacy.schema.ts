import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A member's privacy choices from auth's `user.updated`: whether people search finds their profile,
 * and whether their subscriber count is shown. Kept apart from the index, as account standing is,
 * so a rebuilt index cannot undo them; a member without a document is found and shows no count,
 * as auth's defaults say.
 */
@Schema({ collection: 'search_privacy', versionKey: false })
export class SearchPrivacy {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The member turned `showInSearch` off. */
  @Prop({ type: Boolean })
  hidden?: boolean;

  /** The creator turned `showSubscriberCount` on. */
  @Prop({ type: Boolean })
  showsSubscriberCount?: boolean;

  /** When auth made the latest change; an older event never overwrites a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const SearchPrivacySchema = SchemaFactory.createForClass(SearchPrivacy);
SearchPrivacySchema.index({ hidden: 1 });
