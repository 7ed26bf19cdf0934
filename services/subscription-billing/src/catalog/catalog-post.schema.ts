import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';

export type CatalogPostStatus =
  'draft' | 'pending' | 'scheduled' | 'published' | 'archived' | 'rejected';

/** A post as billing sells it: who gets paid and for how much. */
@Schema({ collection: 'catalog_posts', versionKey: false })
export class CatalogPost {
  /** The post's content id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String })
  creatorId?: string;

  /** Pay-per-view price in cents; null when the post is not sold on its own. */
  @Prop({ type: Number, default: null })
  priceCents!: number | null;

  @Prop({ type: String })
  status?: CatalogPostStatus;

  /** Removal is final: later published/updated events never bring a post back. */
  @Prop({ type: Boolean, default: false })
  removed!: boolean;

  /** Time of the newest published/updated event applied. */
  @Prop({ type: Date })
  changedAt?: Date;
}

export const CatalogPostSchema = SchemaFactory.createForClass(CatalogPost);
CatalogPostSchema.plugin(appliedEventsPlugin);
