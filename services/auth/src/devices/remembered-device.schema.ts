import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/** A browser the user asked to remember; its token replaces a stored password for quick sign-in. */
@Schema({ collection: 'remembered_devices', versionKey: false, timestamps: true })
export class RememberedDevice {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: String, required: true })
  secretHash!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  lastUsedAt!: Date | null;

  @Prop({ type: Date, default: null })
  revokedAt!: Date | null;

  @Prop({ type: String, default: '' })
  userAgent!: string;

  /** Where it was remembered from, then where it last signed in from. */
  @Prop({ type: String, default: '' })
  ipAddress!: string;

  createdAt!: Date;
}

export const RememberedDeviceSchema = SchemaFactory.createForClass(RememberedDevice);
RememberedDeviceSchema.plugin(outboxPlugin);
RememberedDeviceSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
