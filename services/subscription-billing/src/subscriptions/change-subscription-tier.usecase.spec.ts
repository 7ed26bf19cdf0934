import { ConflictException, HttpException, NotFoundException } from '@nestjs/common';
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
const PLATINUM = 'tier-platinum';

describe('ChangeSubscriptionTierUseCase', () => {
  let harness: BillingHarness;
  let subscriptionId: string;

  beforeEach(async () => {
    harness = createBillingHarness();
    addCreatorTier(harness, GOLD, 500);
    addCreatorTier(harness, PLATINUM, 1_500);
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const bought = await harness.startSubscription.execute(subscriber, {
      tierId: GOLD,
      creatorId: creator.id,
      billingPeriod: 'monthly',
    });
    await harness.report(bought.payment?.id as string, 'succeededAt');
    subscriptionId = bought.subscription.id;
  });

  const changeTo = (tierId: string, extra: { expectedAmountCents?: number } = {}, key?: string) =>
    harness.changeSubscriptionTier.execute(subscriber, subscriptionId, { tierId, ...extra }, key);

  it("charges the new tier's full price and switches once that payment succeeds", async () => {
    const changed = await changeTo(PLATINUM);
    expect(changed.subscription.tierId).toBe(GOLD);
    expect(harness.processor.intents.at(-1)?.amountCents).toBe(1_500);

    await harness.report(changed.payment?.id as string, 'succeededAt');

    const stored = harness.stores.subscriptions.docs.get(subscriptionId);
    expect(stored?.tierId).toBe(PLATINUM);
    expect(stored?.priceCents).toBe(1_500);
    expect(eventTypes(harness)).toEqual(['subscription.created', 'subscription.updated']);
    expect(harness.stores.tiers.tiers.get(GOLD)?.subscriberCount).toBe(0);
    expect(harness.stores.tiers.tiers.get(PLATINUM)?.subscriberCount).toBe(1);
  });

  it('keeps the old tier and writes no event when the new charge is declined', async () => {
    const changed = await changeTo(PLATINUM);

    await harness.report(changed.payment?.id as string, 'failedAt');

    const stored = harness.stores.subscriptions.docs.get(subscriptionId);
    expect(stored?.tierId).toBe(GOLD);
    expect(stored?.status).toBe('active');
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });

  it('refuses a change to the tier already held', async () => {
    await expect(changeTo(GOLD)).rejects.toThrow(ConflictException);
  });

  it("hides another subscriber's subscription, charging nothing", async () => {
    const stranger = { ...subscriber, id: 'subscriber-2' };
    harness.stores.methods.saveCard(stranger.id, 'pm_card_visa');

    await expect(
      harness.changeSubscriptionTier.execute(stranger, subscriptionId, { tierId: PLATINUM }),
    ).rejects.toThrow(NotFoundException);
    expect(harness.processor.intents).toHaveLength(1);
  });

  it('refuses a stale price of the new tier before charging', async () => {
    const refusal = await changeTo(PLATINUM, { expectedAmountCents: 1_000 }).catch(
      (error: unknown) => error,
    );

    expect((refusal as HttpException).getStatus()).toBe(409);
    expect(harness.processor.intents).toHaveLength(1);
    expect(harness.stores.subscriptions.docs.get(subscriptionId)?.charge).toBeNull();
  });

  it('answers a repeat with the same key with the first answer, charging once', async () => {
    const first = await changeTo(PLATINUM, {}, 'key-1');
    const repeat = await changeTo(PLATINUM, {}, 'key-1');

    expect(repeat).toEqual(first);
    expect(harness.processor.intents).toHaveLength(2);
  });

  it('supersedes a change still being paid by a change to another tier', async () => {
    addCreatorTier(harness, 'tier-bronze', 300);

    const first = await changeTo(PLATINUM);
    const second = await changeTo('tier-bronze');

    const superseded = harness.stores.payments.docs.get(first.payment?.id as string);
    expect(superseded?.supersededAt).toBeInstanceOf(Date);
    expect(harness.processor.cancelled).toEqual([superseded?.intentId]);
    expect(harness.stores.subscriptions.docs.get(subscriptionId)?.charge?.paymentId).toBe(
      second.payment?.id,
    );
  });
});
