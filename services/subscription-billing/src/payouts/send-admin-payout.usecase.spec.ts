import { NotFoundException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availableToCreator,
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
  subscriber,
} from '../testing/billing-harness.spec-support';

describe('SendAdminPayoutUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    fundCreator(harness, 20_000);
  });

  it('sends the payout at once, less the 5 % admin fee, keyed by the payout', async () => {
    const payout = await harness.sendAdminPayout.execute(creator.id, 8_000);

    expect(payout).toMatchObject({ status: 'paid', origin: 'admin', feeCents: 400 });
    expect(harness.processor.transfers).toEqual([
      {
        accountId: `acct_${creator.id}`,
        amountCents: 7_600,
        idempotencyKey: `payout:${payout._id}`,
      },
    ]);
    expect(await availableToCreator(harness)).toBe(12_000);
  });

  it('refuses someone who is not a creator, sending nothing', async () => {
    await expect(harness.sendAdminPayout.execute(subscriber.id, 8_000)).rejects.toThrow(
      NotFoundException,
    );
    expect(harness.processor.transfers).toHaveLength(0);
  });
});
