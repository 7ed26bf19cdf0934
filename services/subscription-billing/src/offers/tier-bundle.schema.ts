import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

export class StoredBundle {
  @Prop({ type: Number, required: true })
  months!: number;

  @Prop({ type: Number, required: true })
  discountPercent!: number;
}

/** The bundles a creator sells of one tier, kept by the tier's id; none is an empty list. */
@Schema({ collection: 'tier_bundles', versionKey: false, timestamps: true })
export class TierBundles {
  /** The tier's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: [StoredBundle], _id: false, default: [] })
  bundles!: StoredBundle[];

  updatedAt?: Date;
}

export const TierBundlesSchema = SchemaFactory.createForClass(TierBundles);
TierBundlesSchema.plugin(outboxPlugin);
