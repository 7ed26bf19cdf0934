import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SubscriptionState } from '@tessera/contracts';
import {
  APPLIED_EVENTS_FIELD,
  applyEventOnce,
  type ApplyOutcome,
  applySubscriptionState,
  assertSafeId,
  CacheInvalidations,
  MongoRepository,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { ViewerEntitlements } from './viewer-entitlements.schema';

const ENTITLEMENTS_CACHE = 'viewer-entitlements';

/**
 * The viewer entitlements read model: one document per subscriber, written only by events. Every
 * read of a request needs it, so it is cached in the process and each applied event invalidates
 * the viewer's copy on every replica.
 */
@Injectable()
export class ViewerEntitlementsRepository extends MongoRepository<ViewerEntitlements> {
  private readonly cache: ReadCache<ViewerEntitlements>;

  constructor(
    @InjectModel(ViewerEntitlements.name) model: Model<ViewerEntitlements>,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model);
    this.cache = invalidations.cache<ViewerEntitlements>(ENTITLEMENTS_CACHE, {
      maxEntries: 10_000,
      maxAgeMs: 60_000,
    });
  }

  find(viewerId: string): Promise<ViewerEntitlements | null> {
    return this.cache.get(viewerId, (id) =>
      this.model.findById(id, { [APPLIED_EVENTS_FIELD]: 0 }).lean<ViewerEntitlements>(),
    );
  }

  /** Records a subscription's state unless a newer one is already known. */
  applySubscription(eventId: string, reported: SubscriptionState): Promise<ApplyOutcome> {
    return this.invalidatingAfter(reported.subscriberId, () =>
      applySubscriptionState(this.model, eventId, reported),
    );
  }

  applyUnlock(
    eventId: string,
    subscriberId: string,
    contentId: string,
    revoked: boolean,
    changedAt: Date,
  ): Promise<ApplyOutcome> {
    assertSafeId(subscriberId, 'subscriber id');
    assertSafeId(contentId, 'content id');
    const change = `unlockChanges.${contentId}`;
    const unlock = `unlocks.${contentId}`;
    return this.invalidatingAfter(subscriberId, () =>
      applyEventOnce(
        this.model,
        eventId,
        { _id: subscriberId, $or: [{ [change]: null }, { [change]: { $lte: changedAt } }] },
        revoked
          ? { $set: { [change]: changedAt }, $unset: { [unlock]: '' } }
          : { $set: { [change]: changedAt, [unlock]: changedAt } },
        { upsert: true },
      ),
    );
  }

  private async invalidatingAfter(
    viewerId: string,
    write: () => Promise<ApplyOutcome>,
  ): Promise<ApplyOutcome> {
    const outcome = await write();
    await this.invalidations.invalidate(ENTITLEMENTS_CACHE, [viewerId]);
    return outcome;
  }
}
