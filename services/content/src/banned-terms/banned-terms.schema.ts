import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The latest banned-terms list this service has seen (from `banned_terms.changed`), one document:
 * every replica reads it, so a change handled by one replica reaches the others.
 */
@Schema({ collection: 'banned_terms', versionKey: false })
export class BannedTermsList {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  terms!: string[];

  /** When an admin changed the list; an older change arriving late is ignored. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const BannedTermsListSchema = SchemaFactory.createForClass(BannedTermsList);
