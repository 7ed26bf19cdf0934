import { BadRequestException, ConflictException } from '@nestjs/common';
import { VERIFY_BEFORE_PAYOUT } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  availableToCreator,
  type BillingHarness,
  createBillingHarness,
  creator,
  fundCreator,
} from '../testing/billing-harness.spec-support';
import { ABOVE_AVAILABLE, BELOW_MINIMUM, NO_PAYOUT_ACCOUNT, PAYOUT_BUSY } from './payout-transfers';

describe('RequestPayoutUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  it('takes the amount and its 1 % fee off the balance now, to be sent in 7 days', async () => {
    fundCreator(harness, 10_000);

    const payout = await harness.requestPayout.execute(creator.id, 5_000);

    expect(payout).toMatchObject({ status: 'pending', amountCents: 5_000, feeCents: 50 });
    expect(payout.netCents).toBe(4_950);
    expect(payout.scheduledFor.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await availableToCreator(harness)).toBe(5_000);
    expect(harness.processor.transfers).toHaveLength(0);
  });

  it('pays out the whole available balance when no amount is given', async () => {
    fundCreator(harness, 7_500);

    const payout = await harness.requestPayout.execute(creator.id, undefined);

    expect(payout.amountCents).toBe(7_500);
    expect(await availableToCreator(harness)).toBe(0);
  });

  it('refuses more than is available, less than the minimum, and an unlinked account', async () => {
    fundCreator(harness, 10_000);
    harness.stores.directory.add('creator-without-account', 'creator', 'active', true);
    await expect(harness.requestPayout.execute(creator.id, 20_000)).rejects.toThrow(
      new BadRequestException(ABOVE_AVAILABLE),
    );
    await expect(harness.requestPayout.execute(creator.id, 1)).rejects.toThrow(
      new BadRequestException(BELOW_MINIMUM),
    );
    await expect(harness.requestPayout.execute('creator-without-account', 5_000)).rejects.toThrow(
      new BadRequestException(NO_PAYOUT_ACCOUNT),
    );
    expect(harness.stores.payouts.docs.size).toBe(0);
    expect(await availableToCreator(harness)).toBe(10_000);
  });

  it('refuses while another payout of the creator is being prepared', async () => {
    fundCreator(harness, 10_000);
    harness.stores.payouts.locked.add(creator.id);

    await expect(harness.requestPayout.execute(creator.id, 5_000)).rejects.toThrow(
      new ConflictException(PAYOUT_BUSY),
    );
    expect(await availableToCreator(harness)).toBe(10_000);
  });

  it('tells an unverified creator to get verified first, before looking at the balance', async () => {
    harness.stores.directory.add(creator.id, 'creator', 'active', false);

    // No account and no balance: the verification refusal still comes first.
    await expect(harness.requestPayout.execute(creator.id, 5_000)).rejects.toMatchObject({
      status: 403,
      response: { error: VERIFY_BEFORE_PAYOUT },
    });
    expect(VERIFY_BEFORE_PAYOUT).toContain('/settings/verification');
    expect(harness.stores.payouts.docs.size).toBe(0);
  });
});
