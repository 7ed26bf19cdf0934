import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { VERIFICATION_DOCUMENT_TYPES } from '@tessera/contracts';

/**
 * An identity document a creator uploaded for verification. It lives apart from media items, so
 * no public media route, processing job or post can ever reach it.
 */
@Schema({ collection: 'verification_documents', versionKey: false })
export class VerificationDocument {
  /** The id the creator attaches to their request, a media id in form. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  ownerId!: string;

  @Prop({ type: String, required: true, enum: VERIFICATION_DOCUMENT_TYPES })
  contentType!: (typeof VERIFICATION_DOCUMENT_TYPES)[number];

  /** The file's name as the creator's device gave it, for the admin reading it; never a key. */
  @Prop({ type: String, required: true })
  filename!: string;

  @Prop({ type: Number, required: true })
  size!: number;

  /** Under the private prefix, which no public route serves. */
  @Prop({ type: String, required: true })
  objectKey!: string;

  @Prop({ type: Date, required: true })
  uploadedAt!: Date;
}

export const VerificationDocumentSchema = SchemaFactory.createForClass(VerificationDocument);
VerificationDocumentSchema.index({ ownerId: 1, uploadedAt: -1 });
