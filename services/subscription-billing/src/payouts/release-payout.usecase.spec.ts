import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
} from '../testing/billing-harness.spec-support';
import { NOT_VERIFIED } from './payout-holds';
import { ONLY_HELD_RELEASED } from './release-payout.usecase';

const WEEK_MS = 7 * 86_400_000;
const hold = { reason: 'Checking the bank account', actorId: 'admin-1' };
const release = { reason: 'Bank account confirmed', actorId: 'admin-2' };

describe('ReleasePayoutUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  async function heldPayout() {
    fundCreator(harness, 10_000);
    const payout = await harness.requestPayout.execute(creator.id, 6_000);
    return harness.holdPayout.execute(payout._id, hold);
  }

  it('schedules the payout again, audited, and the weekly run then sends it', async () => {
    const payout = await heldPayout();
    const later = new Date(Date.now() + WEEK_MS + 60_000);
    expect(await harness.runPayoutSchedule.execute('while-held', later)).toMatchObject({ sent: 0 });

    const released = await harness.releasePayout.execute(payout._id, release);
    await harness.runPayoutSchedule.execute('after-release', later);

    expect(released.status).toBe('pending');
    expect(released.hold).toBeUndefined();
    expect(harness.stores.payouts.docs.get(payout._id)?.status).toBe('paid');
    expect(harness.stores.payouts.events.at(-1)).toMatchObject({
      actorId: 'admin-2',
      data: {
        action: 'payout.released',
        reason: release.reason,
        before: { status: 'held', holdCode: 'admin', holdReason: hold.reason },
        after: { status: 'scheduled' },
      },
    });
  });

  it('releases once when asked twice at once', async () => {
    const payout = await heldPayout();

    const both = await Promise.all([
      harness.releasePayout.execute(payout._id, release),
      harness.releasePayout.execute(payout._id, release),
    ]);

    expect(both.map((answer) => answer.status)).toEqual(['pending', 'pending']);
    const released = harness.stores.payouts.events.filter(
      (event) => (event.data as { action: string }).action === 'payout.released',
    );
    expect(released).toHaveLength(1);
  });

  it('keeps the payout held while its creator is not verified', async () => {
    const payout = await heldPayout();
    harness.stores.directory.add(creator.id, 'creator', 'active', false);

    await expect(harness.releasePayout.execute(payout._id, release)).rejects.toMatchObject({
      status: 409,
      response: { error: `The payout stays held: ${NOT_VERIFIED}` },
    });
    expect(harness.stores.payouts.docs.get(payout._id)?.status).toBe('held');
  });

  it('refuses a payout that is neither held nor scheduled', async () => {
    const payout = await heldPayout();
    harness.stores.payouts.docs.set(payout._id, { ...payout, status: 'failed' });

    await expect(harness.releasePayout.execute(payout._id, release)).rejects.toMatchObject({
      status: 409,
      response: { error: ONLY_HELD_RELEASED },
    });
  });
});
