import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { NotificationSettingsDto } from '@tessera/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * A user's notification settings as they last saved them, read by `_id`. Only what was saved is
 * stored; defaults fill the rest when read, so a new default reaches everyone who never chose.
 */
@Schema({ collection: 'notification_settings', versionKey: false })
export class NotificationSettings {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  saved!: Partial<NotificationSettingsDto>;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}

export const NotificationSettingsSchema = SchemaFactory.createForClass(NotificationSettings);
