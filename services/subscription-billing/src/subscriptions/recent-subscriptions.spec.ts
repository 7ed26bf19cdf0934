import { describe, expect, it } from 'vitest';
import { RecentSubscriptions } from './recent-subscriptions';
import type { Subscription } from './subscription.schema';

const subscription = (id: string, version = 0) =>
  ({ _id: id, version, status: 'active' }) as unknown as Subscription;

describe('RecentSubscriptions', () => {
  it('keeps the last copy of each subscription, without its outbox', () => {
    const recent = new RecentSubscriptions(10);
    recent.remember({
      ...subscription('a'),
      outbox: [{ id: 'event' }],
      outboxPending: true,
    } as unknown as Subscription);
    recent.remember(subscription('a', 1));

    expect(recent.get('a')).toEqual(subscription('a', 1));
    recent.remember({ ...subscription('b'), outbox: [] } as unknown as Subscription);
    expect(recent.get('b')).toEqual(subscription('b'));
  });

  it('drops the copy remembered longest ago once full', () => {
    const recent = new RecentSubscriptions(2);
    recent.remember(subscription('a'));
    recent.remember(subscription('b'));
    recent.remember(subscription('a', 1));
    recent.remember(subscription('c'));

    expect(recent.size).toBe(2);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.version).toBe(1);
    expect(recent.get('c')).toBeDefined();
  });

  it('forgets a subscription on request', () => {
    const recent = new RecentSubscriptions(2);
    recent.remember(subscription('a'));
    recent.forget('a');

    expect(recent.get('a')).toBeUndefined();
  });
});
