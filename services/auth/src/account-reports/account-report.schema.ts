import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/** A user's report of another user's account; one per reporter and account, sent as `report.submitted`. */
@Schema({ collection: 'account_reports', versionKey: false })
export class AccountReport {
  /** `<reportedId>:<reporterId>`: a second report of the same account by the same user collides. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  reportedId!: string;

  @Prop({ type: String, required: true })
  reporterId!: string;

  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: Date, required: true })
  reportedAt!: Date;
}

export const AccountReportSchema = SchemaFactory.createForClass(AccountReport);
AccountReportSchema.plugin(outboxPlugin);
