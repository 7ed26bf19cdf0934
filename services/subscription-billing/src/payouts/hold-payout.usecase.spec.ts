import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
} from '../testing/billing-harness.spec-support';
import { ONLY_SCHEDULED_HELD, PAYOUT_NOT_FOUND } from './hold-payout.usecase';

const decision = { reason: 'Chargebacks under review', actorId: 'admin-1' };

describe('HoldPayoutUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  async function scheduledPayout() {
    fundCreator(harness, 12_000);
    return harness.requestPayout.execute(creator.id, 6_000);
  }

  it('holds a scheduled payout with the reason and audits actor, reason, before and after', async () => {
    const payout = await scheduledPayout();

    const held = await harness.holdPayout.execute(payout._id, decision);

    expect(held).toMatchObject({
      status: 'held',
      hold: { code: 'admin', reason: decision.reason, heldBy: 'admin-1' },
    });
    expect(harness.stores.payouts.events).toHaveLength(1);
    expect(harness.stores.payouts.events[0]).toMatchObject({
      type: 'audit.log',
      actorId: 'admin-1',
      data: {
        action: 'payout.held',
        userId: creator.id,
        resourceId: payout._id,
        reason: decision.reason,
        before: { status: 'scheduled' },
        after: { status: 'held' },
      },
    });
  });

  it('holds once when asked twice, and once when asked twice at once', async () => {
    const first = await scheduledPayout();
    await harness.holdPayout.execute(first._id, decision);
    const again = await harness.holdPayout.execute(first._id, { ...decision, reason: 'Again' });
    expect(again.hold?.reason).toBe(decision.reason);

    const second = await harness.requestPayout.execute(creator.id, 6_000);
    const both = await Promise.all([
      harness.holdPayout.execute(second._id, decision),
      harness.holdPayout.execute(second._id, { ...decision, actorId: 'admin-2' }),
    ]);

    expect(both.map((payout) => payout.status)).toEqual(['held', 'held']);
    expect(harness.stores.payouts.events).toHaveLength(2);
  });

  it('refuses an unknown payout and one already sent', async () => {
    const payout = await scheduledPayout();
    harness.stores.payouts.docs.set(payout._id, { ...payout, status: 'paid' });

    await expect(harness.holdPayout.execute('nope', decision)).rejects.toMatchObject({
      status: 404,
      response: { error: PAYOUT_NOT_FOUND },
    });
    await expect(harness.holdPayout.execute(payout._id, decision)).rejects.toMatchObject({
      status: 409,
      response: { error: ONLY_SCHEDULED_HELD },
    });
    expect(harness.stores.payouts.events).toHaveLength(0);
  });
});
