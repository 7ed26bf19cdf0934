import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { OFFER_LINK_KINDS, type OfferLinkKind } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/**
 * A creator's trial or promotion link for one tier, kept by its code. `claimsUsed` only moves in
 * a write that also checks it stays within `maxClaims`, so claims at once never pass the limit.
 */
@Schema({ collection: 'offer_links', versionKey: false, timestamps: true })
export class OfferLink {
  /** The code the link's address carries. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: String, required: true })
  tierId!: string;

  @Prop({ type: String, required: true, enum: OFFER_LINK_KINDS })
  kind!: OfferLinkKind;

  @Prop({ type: Number, default: null })
  trialDays!: number | null;

  @Prop({ type: Number, default: null })
  discountPercent!: number | null;

  @Prop({ type: Number, required: true })
  maxClaims!: number;

  @Prop({ type: Number, required: true, default: 0 })
  claimsUsed!: number;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Boolean, required: true, default: true })
  active!: boolean;

  createdAt!: Date;
}

export const OfferLinkSchema = SchemaFactory.createForClass(OfferLink);
OfferLinkSchema.plugin(outboxPlugin);
