import {
  BadRequestException,
  ConflictException,
  HttpException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DEFAULT_PLATFORM_SETTINGS, PRICE_CHANGED } from '@tessera/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes as eventTypes,
} from '../testing/billing-harness.spec-support';

const GOLD = 'tier-gold';

describe('StartSubscriptionUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addCreatorTier(harness, GOLD, 500);
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const subscribeToGold = (extra: { expectedAmountCents?: number } = {}, key?: string) =>
    harness.startSubscription.execute(
      subscriber,
      { tierId: GOLD, creatorId: creator.id, billingPeriod: 'monthly', ...extra },
      key,
    );

  it('refuses a subscription to a creator while subscriptions are off, naming it', async () => {
    await harness.platformSettings.apply({
      settings: {
        ...DEFAULT_PLATFORM_SETTINGS,
        features: { ...DEFAULT_PLATFORM_SETTINGS.features, subscriptionsEnabled: false },
      },
      version: 1,
    });

    await expect(subscribeToGold()).rejects.toMatchObject({
      status: 403,
      response: { error: 'Subscriptions are turned off on this platform' },
    });
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('starts a free plan at once, without a charge', async () => {
    const result = await harness.startSubscription.execute(creator, {
      tierId: 'basic-creator',
      billingPeriod: 'monthly',
    });

    expect(result.payment).toBeNull();
    expect(result.subscription.status).toBe('active');
    expect(harness.processor.intents).toHaveLength(0);
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });

  it("keeps a paid tier incomplete and charges the saved card at the tier's price", async () => {
    const result = await subscribeToGold();

    expect(result.subscription.status).toBe('incomplete');
    expect(result.payment?.status).toBe('processing');
    expect(harness.processor.intents).toEqual([
      expect.objectContaining({
        amountCents: 500,
        currency: 'eur',
        paymentMethodId: 'pm_card_visa',
        customerId: `cus_${subscriber.id}`,
      }),
    ]);
    expect(eventTypes(harness)).toEqual([]);
  });

  it('grants the subscription only when its payment succeeds, once', async () => {
    const result = await subscribeToGold();
    const paymentId = result.payment?.id as string;

    await harness.report(paymentId, 'succeededAt');
    await harness.report(paymentId, 'succeededAt');

    const stored = harness.stores.subscriptions.docs.get(result.subscription.id);
    expect(stored?.status).toBe('active');
    expect(stored?.settledPaymentIds).toEqual([paymentId]);
    expect(stored?.charge).toBeNull();
    expect(eventTypes(harness)).toEqual(['subscription.created']);
    expect(harness.stores.tiers.tiers.get(GOLD)?.subscriberCount).toBe(1);
    expect(harness.stores.slots.filed.get(result.subscription.id)).toEqual(
      stored?.currentPeriodEnd,
    );
  });

  it('grants nothing for a declined card, and the same purchase may be charged again', async () => {
    const first = await subscribeToGold();
    await harness.report(first.payment?.id as string, 'failedAt');

    expect(harness.stores.subscriptions.docs.get(first.subscription.id)?.status).toBe('incomplete');
    expect(eventTypes(harness)).toEqual([]);

    const retry = await subscribeToGold();
    expect(retry.subscription.id).toBe(first.subscription.id);
    expect(retry.payment?.id).not.toBe(first.payment?.id);
  });

  it('refuses a second live subscription to the same creator', async () => {
    const result = await subscribeToGold();
    await harness.report(result.payment?.id as string, 'succeededAt');

    await expect(subscribeToGold()).rejects.toThrow(ConflictException);
  });

  it('refuses subscribing to oneself, and a payer without a card', async () => {
    await expect(
      harness.startSubscription.execute(creator, {
        tierId: GOLD,
        creatorId: creator.id,
        billingPeriod: 'monthly',
      }),
    ).rejects.toThrow(BadRequestException);

    const cardless = { ...subscriber, id: 'subscriber-2' };
    await expect(
      harness.startSubscription.execute(cardless, {
        tierId: GOLD,
        creatorId: creator.id,
        billingPeriod: 'monthly',
      }),
    ).rejects.toThrow(BadRequestException);
    const unpaid = await harness.stores.subscriptions.findLive(cardless.id, creator.id);
    expect(unpaid?.charge).toBeNull();
  });

  describe('idempotency key', () => {
    it('answers a repeat with the same key with the first answer, charging once', async () => {
      const first = await subscribeToGold({}, 'key-1');
      const repeat = await subscribeToGold({}, 'key-1');

      expect(repeat).toEqual(first);
      expect(harness.processor.intents).toHaveLength(1);
      expect(harness.stores.payments.docs.size).toBe(1);
      expect(harness.stores.subscriptions.docs.size).toBe(1);
    });

    it('answers the same even after the payment settled', async () => {
      const first = await subscribeToGold({}, 'key-1');
      await harness.report(first.payment?.id as string, 'succeededAt');

      await expect(subscribeToGold({}, 'key-1')).resolves.toEqual(first);
      expect(harness.processor.intents).toHaveLength(1);
    });

    it('refuses the key for a different request, charging nothing more', async () => {
      await subscribeToGold({}, 'key-1');

      await expect(subscribeToGold({ expectedAmountCents: 500 }, 'key-1')).rejects.toThrow(
        UnprocessableEntityException,
      );
      expect(harness.processor.intents).toHaveLength(1);
    });
  });

  describe('price the buyer saw', () => {
    it('refuses a stale price with 409 and the current price, before anything is written', async () => {
      const refusal = await subscribeToGold({ expectedAmountCents: 400 }).catch(
        (error: unknown) => error,
      );

      expect(refusal).toBeInstanceOf(HttpException);
      expect((refusal as HttpException).getStatus()).toBe(409);
      expect((refusal as HttpException).getResponse()).toMatchObject({
        error: PRICE_CHANGED,
        currentAmountCents: 500,
        currency: 'EUR',
      });
      expect(harness.stores.subscriptions.docs.size).toBe(0);
      expect(harness.processor.intents).toHaveLength(0);
    });

    it('forgets a refused key, so the buyer may confirm the new price with it', async () => {
      await expect(subscribeToGold({ expectedAmountCents: 400 }, 'key-1')).rejects.toThrow(
        HttpException,
      );

      const confirmed = await subscribeToGold({ expectedAmountCents: 500 }, 'key-1');

      expect(confirmed.payment?.amountCents).toBe(500);
    });
  });
});
