import { describe, expect, it } from 'vitest';
import { FanNames } from './fan-names';
import { directoryOf, InMemoryCreatorStats } from './in-memory-creator-stats.spec-support';
import { RankTopFansUseCase, TOP_FANS } from './rank-top-fans.usecase';

const at = new Date('2026-03-15T12:00:00Z');

describe('RankTopFansUseCase', () => {
  it('ranks fans by all they paid the creator, refunds deducted, top ten with names', async () => {
    const stats = new InMemoryCreatorStats();
    for (let fan = 1; fan <= 12; fan += 1) {
      stats.charge({
        id: `sub-${fan}`,
        payerId: `fan-${fan}`,
        purpose: 'creator_subscription',
        amountCents: 100 * fan,
        at,
      });
    }
    // fan-1's tip lifts them to the top; what fan-12 paid beyond the first charge came back.
    stats.charge({ id: 'tip-1', payerId: 'fan-1', purpose: 'tip', amountCents: 5_000, at });
    stats.refund(
      stats.charge({ id: 'tip-12', payerId: 'fan-12', purpose: 'tip', amountCents: 700, at }),
      at,
    );
    stats.refund(
      stats.charge({
        id: 'sub-12b',
        payerId: 'fan-12',
        purpose: 'creator_subscription',
        amountCents: 1_200,
        at,
      }),
      at,
    );
    stats.charge({
      id: 'other',
      payerId: 'fan-2',
      creatorId: 'creator-2',
      purpose: 'tip',
      amountCents: 90_000,
      at,
    });
    const names = new FanNames(
      directoryOf([{ userId: 'fan-1', displayName: 'Ada', username: 'ada' }]),
    );

    const top = await new RankTopFansUseCase(stats, names, { BILLING_CURRENCY: 'usd' }).execute(
      'creator-1',
    );

    expect(top.currency).toBe('USD');
    expect(top.fans).toHaveLength(TOP_FANS);
    expect(top.fans[0]).toEqual({
      userId: 'fan-1',
      displayName: 'Ada',
      username: 'ada',
      lifetimeSpendCents: 5_100,
    });
    expect(top.fans.slice(1).map((fan) => fan.userId)).toEqual([
      'fan-12',
      'fan-11',
      'fan-10',
      'fan-9',
      'fan-8',
      'fan-7',
      'fan-6',
      'fan-5',
      'fan-4',
    ]);
    expect(top.fans[1]).toMatchObject({ displayName: null, lifetimeSpendCents: 1_200 });
  });
});
