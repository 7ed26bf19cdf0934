import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DEFAULT_PLATFORM_SETTINGS } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
} from '../testing/billing-harness.spec-support';

describe('TipCreatorUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const tip = (extra: { expectedAmountCents?: number; message?: string } = {}, key?: string) =>
    harness.tipCreator.execute(
      subscriber.id,
      { creatorId: creator.id, amountCents: 700, message: 'thanks', ...extra },
      key,
    );

  it("charges the tip's amount to the saved card, for the creator", async () => {
    const payment = await tip();

    expect(payment).toMatchObject({ amountCents: 700, status: 'processing' });
    expect(harness.processor.intents).toEqual([
      expect.objectContaining({ amountCents: 700, paymentMethodId: 'pm_card_visa' }),
    ]);
    expect(harness.stores.payments.docs.get(payment.id)).toMatchObject({
      purpose: 'tip',
      payerId: subscriber.id,
      creatorId: creator.id,
    });
  });

  it('refuses every tip while tips are off, naming the setting, charging nothing', async () => {
    await harness.platformSettings.apply({
      settings: {
        ...DEFAULT_PLATFORM_SETTINGS,
        features: { ...DEFAULT_PLATFORM_SETTINGS.features, tipsEnabled: false },
      },
      version: 1,
    });

    await expect(tip()).rejects.toMatchObject({
      status: 403,
      response: { error: 'Tips are turned off on this platform' },
    });
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('refuses a tip to oneself and to someone who is not a creator, charging nothing', async () => {
    await expect(
      harness.tipCreator.execute(creator.id, {
        creatorId: creator.id,
        amountCents: 700,
        message: '',
      }),
    ).rejects.toThrow(BadRequestException);
    await expect(
      harness.tipCreator.execute(subscriber.id, {
        creatorId: 'nobody',
        amountCents: 700,
        message: '',
      }),
    ).rejects.toThrow(NotFoundException);
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('refuses an amount other than the one the buyer confirmed', async () => {
    const refusal = await tip({ expectedAmountCents: 500 }).catch((error: unknown) => error);

    expect((refusal as HttpException).getStatus()).toBe(409);
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('answers a repeat with the same key with the first payment, charging once', async () => {
    const first = await tip({}, 'key-1');
    const repeat = await tip({}, 'key-1');

    expect(repeat).toEqual(first);
    expect(harness.processor.intents).toHaveLength(1);
    expect(harness.stores.payments.docs.size).toBe(1);
  });
});
