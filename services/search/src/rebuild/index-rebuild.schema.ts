import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One rebuild of the search indices, with its progress, readable from every replica. */
@Schema({ collection: 'index_rebuilds', versionKey: false })
export class IndexRebuild {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: ['running', 'done', 'failed'], index: true })
  status!: 'running' | 'done' | 'failed';

  /** The index being filled now. */
  @Prop({ type: String, default: null })
  phase!: string | null;

  /** Documents written to the new indices so far. */
  @Prop({ type: Number, default: 0 })
  indexed!: number;

  @Prop({ type: String, default: null })
  error!: string | null;

  @Prop({ type: Date, required: true })
  startedAt!: Date;

  /** Moves with every page; a running rebuild whose heartbeat stopped was abandoned. */
  @Prop({ type: Date, required: true })
  heartbeatAt!: Date;

  @Prop({ type: Date, default: null })
  finishedAt!: Date | null;
}

export const IndexRebuildSchema = SchemaFactory.createForClass(IndexRebuild);
