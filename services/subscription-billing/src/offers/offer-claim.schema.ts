import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A fan's claim of one creator's offer, kept by `creator:fan`: a fan claims one offer per creator,
 * whichever link, once.
 */
@Schema({ collection: 'offer_claims', versionKey: false, timestamps: true })
export class OfferClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  code!: string;

  @Prop({ type: String, required: true })
  fanId!: string;

  @Prop({ type: String, required: true })
  creatorId!: string;

  createdAt?: Date;
}

export const OfferClaimSchema = SchemaFactory.createForClass(OfferClaim);

export function offerClaimIdOf(creatorId: string, fanId: string): string {
  return `${creatorId}:${fanId}`;
}
