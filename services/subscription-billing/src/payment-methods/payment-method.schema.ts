import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A saved card: only what the processor tells about it, never its number. */
@Schema({ collection: 'payment_methods', versionKey: false, timestamps: true })
export class PaymentMethod {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: String, required: true })
  processorMethodId!: string;

  @Prop({ type: String, required: true })
  brand!: string;

  @Prop({ type: String, required: true })
  last4!: string;

  @Prop({ type: Number, required: true })
  expiryMonth!: number;

  @Prop({ type: Number, required: true })
  expiryYear!: number;

  @Prop({ type: Boolean, required: true })
  isDefault!: boolean;

  createdAt!: Date;
}

export const PaymentMethodSchema = SchemaFactory.createForClass(PaymentMethod);
