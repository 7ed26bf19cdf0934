import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  APPLIED_EVENTS_FIELD,
  applyEventOnce,
  type ApplyOutcome,
  CacheInvalidations,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { type SubscriptionState, ViewerEntitlements } from './viewer-entitlements.schema';

/** Ids become field names below, so only plain id characters are accepted. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function assertSafeId(id: string, what: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`${what} '${id}' is not a plain id`);
}

const ENTITLEMENTS_CACHE = 'viewer-entitlements';

/**
 * The viewer entitlements read model: one document per subscriber, written only by events. Every
 * read of a request needs it, so it is cached in the process and each applied event invalidates
 * the viewer's copy on every replica.
 */
@Injectable()
export class ViewerEntitlementsRepository {
  private readonly cache: ReadCache<ViewerEntitlements>;

  constructor(
    @InjectModel(ViewerEntitlements.name) private readonly model: Model<ViewerEntitlements>,
    private readonly invalidations: CacheInvalidations,
  ) {
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

  /**
   * Records a subscription's state unless a newer one is already known. A stale state on an
   * existing document matches nothing and, with upsert, collides on `_id`: both mean "ignored".
   */
  applySubscription(
    eventId: string,
    subscriberId: string,
    creatorId: string | undefined,
    state: SubscriptionState,
  ): Promise<ApplyOutcome> {
    assertSafeId(subscriberId, 'subscriber id');
    if (creatorId) assertSafeId(creatorId, 'creator id');
    const path = creatorId ? `creators.${creatorId}` : 'platform';
    return this.invalidatingAfter(subscriberId, () =>
      applyEventOnce(
        this.model,
        eventId,
        {
          _id: subscriberId,
          $or: [{ [path]: null }, { [`${path}.changedAt`]: { $lte: state.changedAt } }],
        },
        { $set: { [path]: state } },
        { upsert: true },
      ),
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
