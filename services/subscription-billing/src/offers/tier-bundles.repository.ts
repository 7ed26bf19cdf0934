import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { BundleChoice } from './bundle-terms';
import { TierBundles } from './tier-bundle.schema';

const NO_OUTBOX = { outbox: 0 } as const;

/** The bundles of each tier; a change is stored with its audit entry in one write. */
@Injectable()
export class TierBundlesRepository extends OutboxRepository<TierBundles> {
  constructor(@InjectModel(TierBundles.name) model: Model<TierBundles>, relay: OutboxRelay) {
    super(model, relay);
  }

  find(tierId: string): Promise<TierBundles | null> {
    return this.model.findById(tierId, NO_OUTBOX).lean<TierBundles>();
  }

  ofCreator(creatorId: string): Promise<TierBundles[]> {
    return this.model.find({ creatorId }, NO_OUTBOX).lean<TierBundles[]>();
  }

  async replace(
    tierId: string,
    creatorId: string,
    bundles: BundleChoice[],
    events: EventEnvelope[],
  ): Promise<TierBundles> {
    const stored = await this.findAndUpdateWithEvents(
      { _id: tierId },
      { $set: { creatorId, bundles } },
      events,
      { upsert: true, projection: NO_OUTBOX },
    );
    return stored as TierBundles;
  }
}
