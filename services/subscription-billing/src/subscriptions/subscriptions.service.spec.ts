import { BadRequestException, ConflictException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
} from '../testing/billing-harness.spec-support';

const GOLD = 'tier-gold';
const PLATINUM = 'tier-platinum';

function addTier(harness: BillingHarness, id: string, priceCents: number) {
  harness.stores.tiers.add({
    _id: id,
    creatorId: creator.id,
    name: id,
    description: '',
    priceCents,
    currency: 'eur',
    benefits: [],
    color: '#000000',
    isActive: true,
    contentAccess: 'all',
  });
}

function eventTypes(harness: BillingHarness): string[] {
  return harness.stores.subscriptions.events.map((event) => event.type);
}

describe('SubscriptionsService', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addTier(harness, GOLD, 500);
    addTier(harness, PLATINUM, 1_500);
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const subscribeToGold = () =>
    harness.subscriptions.subscribe(subscriber, {
      tierId: GOLD,
      creatorId: creator.id,
      billingPeriod: 'monthly',
    });

  describe('subscribe', () => {
    it('starts a free plan at once, without a charge', async () => {
      const result = await harness.subscriptions.subscribe(creator, {
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

      expect(harness.stores.subscriptions.docs.get(first.subscription.id)?.status).toBe(
        'incomplete',
      );
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
        harness.subscriptions.subscribe(creator, {
          tierId: GOLD,
          creatorId: creator.id,
          billingPeriod: 'monthly',
        }),
      ).rejects.toThrow(BadRequestException);

      const cardless = { ...subscriber, id: 'subscriber-2' };
      await expect(
        harness.subscriptions.subscribe(cardless, {
          tierId: GOLD,
          creatorId: creator.id,
          billingPeriod: 'monthly',
        }),
      ).rejects.toThrow(BadRequestException);
      const unpaid = await harness.stores.subscriptions.findLive(cardless.id, creator.id);
      expect(unpaid?.charge).toBeNull();
    });
  });

  describe('change of tier', () => {
    it("charges the new tier's full price and switches once that payment succeeds", async () => {
      const bought = await subscribeToGold();
      await harness.report(bought.payment?.id as string, 'succeededAt');

      const changed = await harness.subscriptions.changeTier(subscriber, bought.subscription.id, {
        tierId: PLATINUM,
      });
      expect(changed.subscription.tierId).toBe(GOLD);
      expect(harness.processor.intents.at(-1)?.amountCents).toBe(1_500);

      await harness.report(changed.payment?.id as string, 'succeededAt');

      const stored = harness.stores.subscriptions.docs.get(bought.subscription.id);
      expect(stored?.tierId).toBe(PLATINUM);
      expect(stored?.priceCents).toBe(1_500);
      expect(eventTypes(harness)).toEqual(['subscription.created', 'subscription.updated']);
      expect(harness.stores.tiers.tiers.get(GOLD)?.subscriberCount).toBe(0);
      expect(harness.stores.tiers.tiers.get(PLATINUM)?.subscriberCount).toBe(1);
    });

    it('refuses a change to the tier already held', async () => {
      const bought = await subscribeToGold();
      await harness.report(bought.payment?.id as string, 'succeededAt');

      await expect(
        harness.subscriptions.changeTier(subscriber, bought.subscription.id, { tierId: GOLD }),
      ).rejects.toThrow(ConflictException);
    });

    it('supersedes a change still being paid by a change to another tier', async () => {
      addTier(harness, 'tier-bronze', 300);
      const bought = await subscribeToGold();
      await harness.report(bought.payment?.id as string, 'succeededAt');

      const first = await harness.subscriptions.changeTier(subscriber, bought.subscription.id, {
        tierId: PLATINUM,
      });
      const second = await harness.subscriptions.changeTier(subscriber, bought.subscription.id, {
        tierId: 'tier-bronze',
      });

      const superseded = harness.stores.payments.docs.get(first.payment?.id as string);
      expect(superseded?.supersededAt).toBeInstanceOf(Date);
      expect(harness.processor.cancelled).toEqual([superseded?.intentId]);
      expect(harness.stores.subscriptions.docs.get(bought.subscription.id)?.charge?.paymentId).toBe(
        second.payment?.id,
      );
    });
  });
});
