import { describe, expect, it } from 'vitest';
import { CountSubscriberChangesUseCase } from './count-subscriber-changes.usecase';
import { InMemoryCreatorStats } from './in-memory-creator-stats.spec-support';

const now = new Date('2026-03-15T12:00:00Z');
const today = new Date('2026-03-15T08:00:00Z');
const thisMonth = new Date('2026-03-03T08:00:00Z');
const lastMonth = new Date('2026-02-10T08:00:00Z');

describe('CountSubscriberChangesUseCase', () => {
  it('counts subscriptions first paid and paid ones ended, today and this month', async () => {
    const stats = new InMemoryCreatorStats();
    stats.subscribe({ _id: 's1', subscriberId: 'fan-1', activatedAt: today });
    stats.subscribe({ _id: 's2', subscriberId: 'fan-2', activatedAt: thisMonth });
    stats.subscribe({
      _id: 's3',
      subscriberId: 'fan-3',
      activatedAt: lastMonth,
      status: 'expired',
      endedAt: today,
    });
    stats.subscribe({
      _id: 's4',
      subscriberId: 'fan-4',
      activatedAt: lastMonth,
      status: 'expired',
      endedAt: thisMonth,
    });
    // A checkout abandoned before paying neither gained nor lost the creator a subscriber.
    stats.subscribe({ _id: 's5', subscriberId: 'fan-5', status: 'expired', endedAt: today });
    // Another creator's subscriber.
    stats.subscribe({
      _id: 's6',
      subscriberId: 'fan-6',
      creatorId: 'creator-2',
      activatedAt: today,
    });

    const changes = await new CountSubscriberChangesUseCase(stats).execute('creator-1', now);

    expect(changes).toEqual({ today: { new: 1, lost: 1 }, month: { new: 2, lost: 2 } });
  });
});
