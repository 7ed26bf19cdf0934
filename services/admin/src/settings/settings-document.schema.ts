import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';

/** The platform settings, one document; `version` grows by one with every change. */
@Schema({ collection: 'platform_settings', versionKey: false })
export class SettingsDocument {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  settings!: unknown;

  @Prop({ type: Number, required: true })
  version!: number;

  @Prop({ type: Date, default: null })
  changedAt!: Date | null;

  @Prop({ type: String, default: null })
  changedBy!: string | null;
}

export const SettingsDocumentSchema = SchemaFactory.createForClass(SettingsDocument);
SettingsDocumentSchema.plugin(outboxPlugin);
