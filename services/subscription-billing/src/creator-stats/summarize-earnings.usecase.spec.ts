import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCreatorStats } from './in-memory-creator-stats.spec-support';
import { SummarizeEarningsUseCase } from './summarize-earnings.usecase';

const now = new Date('2026-03-15T12:00:00Z');
const earlierToday = new Date('2026-03-15T01:00:00Z');
const earlierThisMonth = new Date('2026-03-02T09:00:00Z');
const lastMonth = new Date('2026-02-27T09:00:00Z');

describe('SummarizeEarningsUseCase', () => {
  let stats: InMemoryCreatorStats;
  let summarize: SummarizeEarningsUseCase;

  beforeEach(() => {
    stats = new InMemoryCreatorStats();
    summarize = new SummarizeEarningsUseCase(stats, { BILLING_CURRENCY: 'usd' });
  });

  it('splits net earnings of today and of this month by kind, fees taken off', async () => {
    const sale = { payerId: 'fan-1', creatorId: 'creator-1' };
    stats.charge({
      ...sale,
      id: 'p1',
      purpose: 'creator_subscription',
      amountCents: 1_000,
      at: earlierToday,
    });
    stats.charge({ ...sale, id: 'p2', purpose: 'tip', amountCents: 500, at: earlierToday });
    stats.charge({ ...sale, id: 'p3', purpose: 'unlock', amountCents: 300, at: earlierThisMonth });
    stats.charge({ ...sale, id: 'p4', purpose: 'tip', amountCents: 9_900, at: lastMonth });

    const summary = await summarize.execute('creator-1', now);

    // 1,000 less 3% and 20% is 770; 500 gives 385; 300 gives 231.
    expect(summary).toEqual({
      currency: 'USD',
      today: { totalCents: 1_155, byKind: { subscriptions: 770, tips: 385, pay_per_view: 0 } },
      month: { totalCents: 1_386, byKind: { subscriptions: 770, tips: 385, pay_per_view: 231 } },
    });
  });

  it("deducts a refund on the day it happens and leaves other creators' money out", async () => {
    const tip = stats.charge({
      id: 'p1',
      payerId: 'fan-1',
      purpose: 'tip',
      amountCents: 1_000,
      at: earlierThisMonth,
    });
    stats.refund(tip, earlierToday);
    stats.charge({
      id: 'p2',
      payerId: 'fan-1',
      creatorId: 'creator-2',
      purpose: 'tip',
      amountCents: 2_000,
      at: earlierToday,
    });
    // A platform plan has no creator and earns the creator nothing.
    stats.charge({
      id: 'p3',
      payerId: 'fan-1',
      purpose: 'platform_plan',
      amountCents: 1_999,
      at: earlierToday,
    });

    const summary = await summarize.execute('creator-1', now);

    expect(summary.today).toEqual({
      totalCents: -770,
      byKind: { subscriptions: 0, tips: -770, pay_per_view: 0 },
    });
    expect(summary.month.totalCents).toBe(0);
  });
});
