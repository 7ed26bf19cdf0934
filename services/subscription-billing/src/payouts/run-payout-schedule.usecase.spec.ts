import { DEFAULT_PLATFORM_SETTINGS } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availableToCreator,
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
} from '../testing/billing-harness.spec-support';
import { NOT_VERIFIED } from './payout-holds';

const WEEK_MS = 7 * 86_400_000;

describe('RunPayoutScheduleUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  it("pays each linked creator's whole available balance without a fee, once per run", async () => {
    fundCreator(harness, 6_000);

    const first = await harness.runPayoutSchedule.execute('run-1');
    const retried = await harness.runPayoutSchedule.execute('run-1');

    expect(first).toEqual({ sent: 0, scheduled: 1, held: 0, released: 0 });
    expect(retried).toEqual({ sent: 0, scheduled: 0, held: 0, released: 0 });
    expect(harness.processor.transfers).toEqual([expect.objectContaining({ amountCents: 6_000 })]);
    expect(harness.stores.payouts.docs.get(`weekly-run-1-${creator.id}`)).toMatchObject({
      status: 'paid',
      origin: 'schedule',
      feeCents: 0,
    });
    expect(await availableToCreator(harness)).toBe(0);
  });

  it('sends requested payouts whose date has come, and no others', async () => {
    fundCreator(harness, 6_000);
    const requested = await harness.requestPayout.execute(creator.id, 6_000);

    expect(await harness.runPayoutSchedule.execute('early')).toMatchObject({ sent: 0 });
    const later = new Date(Date.now() + WEEK_MS + 60_000);
    const result = await harness.runPayoutSchedule.execute('later', later);

    expect(result.sent).toBe(1);
    expect(harness.stores.payouts.docs.get(requested._id)?.status).toBe('paid');
  });

  it('gives a failed transfer back to the balance', async () => {
    fundCreator(harness, 6_000);
    harness.processor.transfer = () => Promise.reject(new Error('account closed'));

    await harness.runPayoutSchedule.execute('run-1');

    expect(harness.stores.payouts.docs.get(`weekly-run-1-${creator.id}`)).toMatchObject({
      status: 'failed',
      failureReason: 'account closed',
    });
    expect(await availableToCreator(harness)).toBe(6_000);
  });

  it("holds an unverified creator's weekly payout with the cause, then pays it once verified", async () => {
    fundCreator(harness, 6_000);
    harness.stores.directory.add(creator.id, 'creator', 'active', false);

    const skipped = await harness.runPayoutSchedule.execute('run-1');

    expect(skipped).toMatchObject({ scheduled: 0, held: 1 });
    expect(harness.processor.transfers).toHaveLength(0);
    const held = harness.stores.payouts.docs.get(`weekly-run-1-${creator.id}`);
    expect(held).toMatchObject({
      status: 'held',
      hold: { code: 'not_verified', reason: NOT_VERIFIED, heldBy: null },
    });
    expect(await availableToCreator(harness)).toBe(0);

    harness.stores.directory.add(creator.id, 'creator', 'active', true);
    const later = await harness.runPayoutSchedule.execute('run-2');

    expect(later).toMatchObject({ released: 1, sent: 1, held: 0 });
    expect(harness.stores.payouts.docs.get(`weekly-run-1-${creator.id}`)?.status).toBe('paid');
    expect(harness.processor.transfers).toEqual([expect.objectContaining({ amountCents: 6_000 })]);
  });

  it('pays unverified creators when the platform does not require verification', async () => {
    fundCreator(harness, 6_000);
    harness.stores.directory.add(creator.id, 'creator', 'active', false);
    await harness.platformSettings.apply({
      settings: {
        ...DEFAULT_PLATFORM_SETTINGS,
        payments: { verificationRequiredForPayout: false },
      },
      version: 1,
    });

    expect(await harness.runPayoutSchedule.execute('run-1')).toMatchObject({
      scheduled: 1,
      held: 0,
    });
  });

  it('holds a due payout of a creator under review and keeps an admin hold over runs', async () => {
    fundCreator(harness, 12_000);
    const requested = await harness.requestPayout.execute(creator.id, 6_000);
    const other = await harness.requestPayout.execute(creator.id, 6_000);
    await harness.holdPayout.execute(other._id, {
      reason: 'Checking the bank',
      actorId: 'admin-1',
    });
    harness.stores.directory.add(creator.id, 'creator', 'pending', true);
    const later = new Date(Date.now() + WEEK_MS + 60_000);

    expect(await harness.runPayoutSchedule.execute('later', later)).toMatchObject({
      sent: 0,
      held: 1,
    });
    expect(harness.stores.payouts.docs.get(requested._id)?.hold?.code).toBe('under_review');

    harness.stores.directory.add(creator.id, 'creator', 'active', true);
    await harness.runPayoutSchedule.execute('after-review', later);

    expect(harness.stores.payouts.docs.get(requested._id)?.status).toBe('paid');
    expect(harness.stores.payouts.docs.get(other._id)).toMatchObject({
      status: 'held',
      hold: { code: 'admin', heldBy: 'admin-1' },
    });
  });
});
