import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

@Schema({ _id: false, versionKey: false })
export class SealedEntryRecord {
  @Prop({ type: String, required: true })
  id!: string;

  @Prop({ type: Number, required: true })
  sequence!: number;

  @Prop({ type: String, required: true })
  hash!: string;
}

const SealedEntryRecordSchema = SchemaFactory.createForClass(SealedEntryRecord);

/**
 * One sealed range of the trail, numbered from 1 with no gaps: the number is the key, so two
 * sealers racing for the same number cannot both store a digest. It lists the hashes of its entries,
 * so a check names the entry that changed; its `audit.digest` event leaves in the same write.
 */
@Schema({ collection: 'audit_digests', versionKey: false })
export class AuditDigest {
  @Prop({ type: Number, required: true })
  _id!: number;

  @Prop({ type: Number, required: true })
  fromSequence!: number;

  @Prop({ type: Number, required: true })
  toSequence!: number;

  @Prop({ type: Number, required: true })
  count!: number;

  @Prop({ type: String, required: true })
  digest!: string;

  @Prop({ type: String, default: null })
  previousDigest!: string | null;

  @Prop({ type: String, required: true })
  signature!: string;

  @Prop({ type: String, required: true })
  keyId!: string;

  @Prop({ type: Date, required: true, index: true })
  sealedAt!: Date;

  @Prop({ type: [SealedEntryRecordSchema], required: true })
  entries!: SealedEntryRecord[];
}

export const AuditDigestSchema = SchemaFactory.createForClass(AuditDigest);
AuditDigestSchema.plugin(outboxPlugin);
