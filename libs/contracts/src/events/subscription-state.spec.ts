import { describe, expect, it } from 'vitest';
import type { EventData, TypedEvent } from './event-catalog';
import { type SubscriptionEventType, subscriptionStateOf } from './subscription-state';

function eventOf<T extends SubscriptionEventType>(type: T, data: EventData<T>): TypedEvent<T> {
  return {
    id: 'event-1',
    type,
    version: 1,
    occurredAt: '2026-11-01T00:00:00.000Z',
    producer: 'subscription-billing',
    key: data.subscriberId,
    data,
  } as TypedEvent<T>;
}

const period = {
  subscriptionId: 'sub-1',
  subscriberId: 'user-1',
  tierId: 'pro-subscriber',
  status: 'active' as const,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
};

describe('subscriptionStateOf', () => {
  it('dates a creation by its period start', () => {
    const state = subscriptionStateOf(eventOf('subscription.created', period));
    expect(state).toEqual({
      subscriptionId: 'sub-1',
      subscriberId: 'user-1',
      tierId: 'pro-subscriber',
      status: 'active',
      currentPeriodEnd: new Date(period.currentPeriodEnd),
      changedAt: new Date(period.currentPeriodStart),
    });
  });

  it('dates later events by their change and keeps the creator', () => {
    const state = subscriptionStateOf(
      eventOf('subscription.canceled', {
        ...period,
        creatorId: 'creator-1',
        cancelAtPeriodEnd: true,
        changedAt: '2026-11-10T00:00:00.000Z',
      }),
    );
    expect(state).toMatchObject({ creatorId: 'creator-1', status: 'active' });
    expect(state.changedAt).toEqual(new Date('2026-11-10T00:00:00.000Z'));
  });

  it('ends access at an expiry whatever status it names', () => {
    const state = subscriptionStateOf(
      eventOf('subscription.expired', {
        ...period,
        reason: 'refunded',
        changedAt: '2026-11-12T00:00:00.000Z',
      }),
    );
    expect(state.status).toBe('expired');
  });
});
