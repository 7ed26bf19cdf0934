import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A user's customer record at the processor; `_id` is the user id. */
@Schema({ collection: 'customers', versionKey: false, timestamps: true })
export class Customer {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  processorCustomerId!: string;

  /**
   * The user's default method as last set: a hint that saves searching the user's methods by
   * `userId` (a scan on the local database); it is checked before use, so a stale one costs only
   * that search.
   */
  @Prop({ type: String })
  defaultMethodId?: string;
}

export const CustomerSchema = SchemaFactory.createForClass(Customer);
