import { describe, expect, it } from 'vitest';
import { FanNames } from './fan-names';
import { directoryOf, InMemoryCreatorStats } from './in-memory-creator-stats.spec-support';
import { ListSubscribersUseCase } from './list-subscribers.usecase';

describe('ListSubscribersUseCase', () => {
  it('pages paid subscriptions newest first with names, tier, since, status and all spend', async () => {
    const stats = new InMemoryCreatorStats();
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10));
    stats.subscribe({ _id: 's1', subscriberId: 'fan-1', activatedAt: day(1) });
    stats.subscribe({
      _id: 's2',
      subscriberId: 'fan-2',
      activatedAt: day(2),
      status: 'canceled',
      tierId: 'tier-silver',
      tierName: 'Silver',
    });
    stats.subscribe({ _id: 's3', subscriberId: 'fan-3', activatedAt: day(3) });
    // Never paid: not a subscriber.
    stats.subscribe({ _id: 's4', subscriberId: 'fan-4', createdAt: day(4), status: 'incomplete' });
    stats.charge({
      id: 'p1',
      payerId: 'fan-2',
      purpose: 'creator_subscription',
      amountCents: 800,
      at: day(2),
    });
    stats.charge({ id: 'p2', payerId: 'fan-2', purpose: 'tip', amountCents: 250, at: day(3) });
    const names = new FanNames(
      directoryOf([{ userId: 'fan-2', displayName: 'Bea "B" Lee', username: 'bea' }]),
    );
    const list = new ListSubscribersUseCase(stats, names);

    const first = await list.execute('creator-1', 1, 2);
    const second = await list.execute('creator-1', 2, 2);

    expect(first.total).toBe(3);
    expect(first.items.map((row) => row.subscriberId)).toEqual(['fan-3', 'fan-2']);
    expect(first.items[1]).toEqual({
      subscriptionId: 's2',
      subscriberId: 'fan-2',
      displayName: 'Bea "B" Lee',
      username: 'bea',
      tierId: 'tier-silver',
      tierName: 'Silver',
      status: 'canceled',
      since: day(2).toISOString(),
      lifetimeSpendCents: 1_050,
    });
    expect(first.items[0]).toMatchObject({ displayName: null, lifetimeSpendCents: 0 });
    expect(second.items.map((row) => row.subscriberId)).toEqual(['fan-1']);
  });
});
