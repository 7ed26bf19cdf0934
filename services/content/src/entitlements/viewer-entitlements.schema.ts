import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';
import type { HeldSubscriptionState } from '@tessera/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * Everything that decides what one viewer may see, in one document read by `_id`: their platform
 * plan, their subscriptions to creators (keyed by creator id) and their pay-per-view unlocks.
 * Built from billing's events only; content never writes it otherwise.
 */
@Schema({ collection: 'viewer_entitlements', versionKey: false })
export class ViewerEntitlements {
  /** The subscriber's user id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  platform!: HeldSubscriptionState | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  creators!: Record<string, HeldSubscriptionState>;

  /** Unlocked post id → time of the latest unlock state; revoked unlocks are removed. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  unlocks!: Record<string, Date>;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  unlockChanges!: Record<string, Date>;
}

export const ViewerEntitlementsSchema = SchemaFactory.createForClass(ViewerEntitlements);
ViewerEntitlementsSchema.plugin(appliedEventsPlugin);
