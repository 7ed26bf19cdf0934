import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AccountStatus } from '@tessera/contracts';

/** An account's latest status from auth; suspended and banned ones are never found or listed. */
@Schema({ collection: 'account_statuses', versionKey: false })
export class AccountStatusRecord {
  /** The user id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  status!: AccountStatus;

  /** When auth changed it; an older event never overwrites a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const AccountStatusRecordSchema = SchemaFactory.createForClass(AccountStatusRecord);
AccountStatusRecordSchema.index({ status: 1 });
