import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CREATOR_TIER_CONTENT_ACCESS } from '@tessera/contracts';

/** A tier a creator sells (section 3's creator-owned tier). Never deleted: deactivated. */
@Schema({ collection: 'creator_tiers', versionKey: false, timestamps: true })
export class CreatorTier {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: Number, required: true })
  priceCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: [String], default: [] })
  benefits!: string[];

  @Prop({ type: String, required: true })
  color!: string;

  @Prop({ type: Boolean, required: true })
  isActive!: boolean;

  /** Active subscriptions on this tier, moved with each subscription that starts or ends here. */
  @Prop({ type: Number, required: true, default: 0 })
  subscriberCount!: number;

  @Prop({ type: String, required: true, enum: CREATOR_TIER_CONTENT_ACCESS })
  contentAccess!: (typeof CREATOR_TIER_CONTENT_ACCESS)[number];

  createdAt!: Date;
}

export const CreatorTierSchema = SchemaFactory.createForClass(CreatorTier);
