import type { SubscriptionState } from '@tessera/contracts';
import type { Model, UpdateQuery } from 'mongoose';
import { assertSafeId } from '../../mongo/assert-safe-id';
import { applyEventOnce, type ApplyOutcome } from './apply-event-once';

/**
 * Records a subscription's state on its subscriber's document of a read model, under
 * `creators.<creatorId>` or as `platform`, unless a newer state is already known, and at most once
 * per event. A stale state on an existing document matches nothing and, with the upsert, collides
 * on `_id`: both mean "ignored". The model's schema must use `appliedEventsPlugin`.
 */
export function applySubscriptionState<T>(
  model: Model<T>,
  eventId: string,
  reported: SubscriptionState,
): Promise<ApplyOutcome> {
  const { subscriberId, creatorId, ...state } = reported;
  assertSafeId(subscriberId, 'subscriber id');
  if (creatorId) assertSafeId(creatorId, 'creator id');
  const path = creatorId ? `creators.${creatorId}` : 'platform';
  return applyEventOnce(
    model,
    eventId,
    {
      _id: subscriberId,
      $or: [{ [path]: null }, { [`${path}.changedAt`]: { $lte: state.changedAt } }],
    },
    { $set: { [path]: state } } as UpdateQuery<T>,
    { upsert: true },
  );
}
