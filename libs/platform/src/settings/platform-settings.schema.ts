import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The latest platform settings this service has seen, one document: every replica reads it, so a
 * change handled by one replica reaches the others without each having to receive the event.
 */
@Schema({ collection: 'platform_settings', versionKey: false })
export class StoredPlatformSettings {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  settings!: unknown;

  @Prop({ type: Number, required: true })
  version!: number;
}

export const StoredPlatformSettingsSchema = SchemaFactory.createForClass(StoredPlatformSettings);
