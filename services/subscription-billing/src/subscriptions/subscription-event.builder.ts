import type { EventEnvelope } from '@tessera/contracts';
import { buildEvent } from '@tessera/platform';
import type { EndReason, Subscription } from './subscription.schema';

const PRODUCER = 'subscription-billing';

/** The status consumers see; `incomplete` is never published (nothing was granted). */
function publishedStatus(subscription: Subscription) {
  return subscription.status === 'incomplete' ? 'canceled' : subscription.status;
}

function state(subscription: Subscription, at: Date) {
  return {
    subscriptionId: subscription._id,
    subscriberId: subscription.subscriberId,
    ...(subscription.creatorId ? { creatorId: subscription.creatorId } : {}),
    tierId: subscription.tierId,
    status: publishedStatus(subscription),
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    changedAt: at.toISOString(),
  };
}

/** Keyed by the subscriber, so one subscriber's changes stay in order on one partition. */
const metadata = (subscription: Subscription) => ({
  producer: PRODUCER,
  key: subscription.subscriberId,
  actorId: subscription.subscriberId,
});

export const SubscriptionEventBuilder = {
  /** The first paid period (or a free plan) began: the grant. */
  created(subscription: Subscription): EventEnvelope {
    const { changedAt: _changedAt, ...created } = state(subscription, new Date());
    return buildEvent('subscription.created', created, metadata(subscription));
  },

  renewed(subscription: Subscription, at: Date): EventEnvelope {
    return buildEvent('subscription.renewed', state(subscription, at), metadata(subscription));
  },

  updated(subscription: Subscription, at: Date): EventEnvelope {
    return buildEvent(
      'subscription.updated',
      { ...state(subscription, at), cancelAtPeriodEnd: subscription.cancelAtPeriodEnd },
      metadata(subscription),
    );
  },

  canceled(subscription: Subscription, at: Date): EventEnvelope {
    return buildEvent(
      'subscription.canceled',
      { ...state(subscription, at), cancelAtPeriodEnd: subscription.cancelAtPeriodEnd },
      metadata(subscription),
    );
  },

  /** The subscriber is told of their tier's new price and the first renewal that charges it. */
  priceChanging(subscription: Subscription, at: Date): EventEnvelope {
    const pending = subscription.pendingPrice;
    if (!pending) throw new Error(`subscription ${subscription._id} has no pending price`);
    return buildEvent(
      'subscription.price_changing',
      {
        ...state(subscription, at),
        status: subscription.status === 'past_due' ? 'past_due' : 'active',
        tierName: subscription.tierName,
        currentPriceCents: subscription.priceCents,
        newPriceCents: pending.priceCents,
        currency: subscription.currency.toUpperCase(),
        effectiveFrom: pending.effectiveFrom.toISOString(),
      },
      metadata(subscription),
    );
  },

  expired(subscription: Subscription, reason: Exclude<EndReason, 'abandoned'>, at: Date) {
    return buildEvent(
      'subscription.expired',
      { ...state(subscription, at), status: 'expired' as const, reason },
      metadata(subscription),
    );
  },
};
