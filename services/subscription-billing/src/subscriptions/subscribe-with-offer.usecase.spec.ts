import { PRICE_CHANGED } from '@tessera/contracts';
import type { Job } from 'bullmq';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenewalJobData } from '../renewals/renewal.job';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
} from '../testing/billing-harness.spec-support';

const GOLD = 'tier-gold';
const DAY = 86_400_000;
const expiresAt = new Date(Date.now() + 7 * DAY).toISOString();

describe('StartSubscriptionUseCase with a bundle or an offer link', () => {
  let harness: BillingHarness;

  beforeEach(async () => {
    harness = createBillingHarness();
    addCreatorTier(harness, GOLD, 800);
    await harness.setTierBundles.execute(creator.id, GOLD, {
      bundles: [{ months: 3, discountPercent: 10 }],
    });
  });

  /** Runs the renewal job due for the subscription now, as the sweeper would. */
  const renewNow = (subscriptionId: string) => {
    const stored = harness.stores.subscriptions.docs.get(subscriptionId)!;
    const data = { subscriptionId, dueMs: stored.nextActionAt!.getTime() };
    return harness.renewalJob.process({ data } as Job<RenewalJobData, string>);
  };
  const pendingPaymentOf = (subscriptionId: string) =>
    harness.stores.subscriptions.docs.get(subscriptionId)?.charge?.paymentId as string;

  const subscribe = (extra: Record<string, unknown>, key?: string) =>
    harness.startSubscription.execute(
      subscriber,
      { tierId: GOLD, creatorId: creator.id, billingPeriod: 'monthly', ...extra },
      key,
    );

  it('charges a bundle once at its price for a period of its months', async () => {
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');

    const [first, second] = await Promise.all([
      subscribe({ bundleMonths: 3, expectedAmountCents: 2160 }, 'bundle-key-1'),
      subscribe({ bundleMonths: 3, expectedAmountCents: 2160 }, 'bundle-key-1'),
    ]);

    expect(first.payment?.amountCents).toBe(2160);
    expect(second.payment?.id).toBe(first.payment?.id);
    expect(harness.processor.intents).toHaveLength(1);
    const stored = [...harness.stores.subscriptions.docs.values()][0];
    expect(stored?.bundle).toEqual({ months: 3, discountPercent: 10 });
  });

  it('refuses a bundle at a price the buyer no longer sees, and a bundle not set', async () => {
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    await expect(subscribe({ bundleMonths: 3, expectedAmountCents: 2400 })).rejects.toMatchObject({
      status: 409,
      response: { error: PRICE_CHANGED, currentAmountCents: 2160 },
    });
    await expect(subscribe({ bundleMonths: 6 })).rejects.toMatchObject({ status: 400 });
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('starts a trial without a charge, only with a card on file, and claims once', async () => {
    const link = await harness.createOfferLink.execute(creator.id, {
      kind: 'trial',
      trialDays: 7,
      tierId: GOLD,
      maxClaims: 2,
      expiresAt,
    });

    await expect(subscribe({ offerCode: link.code })).rejects.toMatchObject({ status: 400 });
    expect(harness.stores.offerLinks.links.get(link.code)?.claimsUsed).toBe(0);

    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const started = await subscribe({ offerCode: link.code, expectedAmountCents: 800 }, 'trial-1');
    const again = await subscribe({ offerCode: link.code, expectedAmountCents: 800 }, 'trial-1');

    expect(started.payment).toBeNull();
    expect(again.subscription.id).toBe(started.subscription.id);
    expect(started.subscription).toMatchObject({ status: 'active', priceCents: 800 });
    const end = Date.parse(started.subscription.currentPeriodEnd);
    expect(end - Date.parse(started.subscription.currentPeriodStart)).toBe(7 * DAY);
    expect(started.subscription.trialEndsAt).toBe(started.subscription.currentPeriodEnd);
    expect(harness.processor.intents).toHaveLength(0);
    expect(harness.stores.offerLinks.links.get(link.code)?.claimsUsed).toBe(1);
  });

  it('charges a promotion less for the first period and keeps the full price for renewals', async () => {
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const link = await harness.createOfferLink.execute(creator.id, {
      kind: 'discount',
      discountPercent: 50,
      tierId: GOLD,
      maxClaims: 2,
      expiresAt,
    });

    const result = await subscribe({ offerCode: link.code, expectedAmountCents: 400 });

    expect(result.payment?.amountCents).toBe(400);
    const charge = [...harness.stores.subscriptions.docs.values()][0]?.charge;
    expect(charge).toMatchObject({ priceCents: 400, renewalPriceCents: 800 });
  });

  it('renews a bundle at the same bundle price for as many months', async () => {
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const bought = await subscribe({ bundleMonths: 3 });
    await harness.report(bought.payment?.id as string, 'succeededAt');
    const id = bought.subscription.id;
    const firstEnd = harness.stores.subscriptions.docs.get(id)!.currentPeriodEnd;

    expect(await renewNow(id)).toBe('charging');
    expect(harness.processor.intents.at(-1)?.amountCents).toBe(2160);
    await harness.report(pendingPaymentOf(id), 'succeededAt');

    const renewed = harness.stores.subscriptions.docs.get(id)!;
    expect(renewed.currentPeriodStart).toEqual(firstEnd);
    expect(renewed.currentPeriodEnd.getTime() - firstEnd.getTime()).toBe(90 * DAY);
  });

  const startTrial = async () => {
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const link = await harness.createOfferLink.execute(creator.id, {
      kind: 'trial',
      trialDays: 14,
      tierId: GOLD,
      maxClaims: 5,
      expiresAt,
    });
    return (await subscribe({ offerCode: link.code })).subscription.id;
  };

  it("charges a trial's end as a normal renewal at the tier's price", async () => {
    const id = await startTrial();

    expect(await renewNow(id)).toBe('charging');
    expect(harness.processor.intents).toHaveLength(1);
    expect(harness.processor.intents[0]).toMatchObject({ amountCents: 800, offSession: true });
    await harness.report(pendingPaymentOf(id), 'succeededAt');

    const paid = harness.stores.subscriptions.docs.get(id)!;
    expect(paid.status).toBe('active');
    expect(paid.currentPeriodEnd.getTime() - paid.currentPeriodStart.getTime()).toBe(30 * DAY);
  });

  it('never charges a trial cancelled before its end', async () => {
    const id = await startTrial();
    await harness.cancelSubscription.execute(subscriber.id, id);

    expect(await renewNow(id)).toBe('ended');
    expect(harness.processor.intents).toHaveLength(0);
    expect(harness.stores.subscriptions.docs.get(id)?.status).toBe('expired');
  });
});
