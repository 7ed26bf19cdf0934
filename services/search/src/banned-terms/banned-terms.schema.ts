import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/** The admin-managed list of words and phrases whose searches return nothing; one document. */
@Schema({ collection: 'banned_terms', versionKey: false, timestamps: true })
export class BannedTerms {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  terms!: string[];

  @Prop({ type: String, default: null })
  updatedBy!: string | null;

  updatedAt?: Date;
}

export const BannedTermsSchema = SchemaFactory.createForClass(BannedTerms);
BannedTermsSchema.plugin(outboxPlugin);
