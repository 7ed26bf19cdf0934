import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  VERIFICATION_DOCUMENT_ROLES,
  VERIFICATION_REQUEST_STATUSES,
  type VerificationDocumentRole,
  type VerificationRequestStatus,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/** One document of a request, as content described it when the creator attached it. */
export interface AttachedDocument {
  /** The document's id in content. */
  id: string;
  type: VerificationDocumentRole;
  filename: string;
  contentType: string;
  uploadedAt: Date;
}

/** Section 3's verification request: a creator's documents and an admin's decision on them. */
@Schema({ collection: 'verification_requests', versionKey: false })
export class VerificationRequest {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, default: null })
  displayName!: string | null;

  @Prop({ type: String, required: true, enum: ['identity'] })
  type!: 'identity';

  @Prop({ type: String, required: true, enum: VERIFICATION_REQUEST_STATUSES })
  status!: VerificationRequestStatus;

  @Prop({
    type: [
      {
        _id: false,
        id: String,
        type: { type: String, enum: VERIFICATION_DOCUMENT_ROLES },
        filename: String,
        contentType: String,
        uploadedAt: Date,
      },
    ],
    required: true,
  })
  documents!: AttachedDocument[];

  @Prop({ type: Date, required: true })
  submittedAt!: Date;

  @Prop({ type: Date, default: null })
  reviewedAt!: Date | null;

  @Prop({ type: String, default: null })
  reviewedBy!: string | null;

  @Prop({ type: String, default: null })
  notes!: string | null;

  /** When the documents were deleted from content, the retention after the decision over. */
  @Prop({ type: Date, default: null })
  documentsDeletedAt!: Date | null;
}

export const VerificationRequestSchema = SchemaFactory.createForClass(VerificationRequest);
VerificationRequestSchema.index({ status: 1, submittedAt: 1 });
VerificationRequestSchema.index({ userId: 1, submittedAt: -1 });
// One request under review per creator, held by the database rather than a read-then-write.
VerificationRequestSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' }, name: 'one_pending_per_user' },
);
VerificationRequestSchema.index({ reviewedAt: 1, documentsDeletedAt: 1 });
// `verification.submitted` and `verification.decided` audits go out with the write they record.
VerificationRequestSchema.plugin(outboxPlugin);
