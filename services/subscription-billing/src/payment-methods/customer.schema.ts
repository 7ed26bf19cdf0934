import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A user's customer record at the processor; `_id` is the user id. */
@Schema({ collection: 'customers', versionKey: false, timestamps: true })
export class Customer {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  processorCustomerId!: string;
}

export const CustomerSchema = SchemaFactory.createForClass(Customer);
