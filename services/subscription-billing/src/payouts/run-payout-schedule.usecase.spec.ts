import { beforeEach, describe, expect, it } from 'vitest';
import {
  availableToCreator,
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
} from '../testing/billing-harness.spec-support';

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

    expect(first).toEqual({ sent: 0, scheduled: 1 });
    expect(retried).toEqual({ sent: 0, scheduled: 0 });
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
});
