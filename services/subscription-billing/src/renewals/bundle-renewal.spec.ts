import type { Job } from 'bullmq';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes,
} from '../testing/billing-harness.spec-support';
import type { RenewalJobData } from './renewal.job';

const GOLD = 'tier-gold';
const DAY = 86_400_000;

describe('a bundle at renewal, after the creator changed what the tier sells', () => {
  let harness: BillingHarness;
  let id: string;

  const stored = () => harness.stores.subscriptions.docs.get(id)!;
  const dueJob = () =>
    ({ data: { subscriptionId: id, dueMs: stored().nextActionAt!.getTime() } }) as Job<
      RenewalJobData,
      string
    >;
  /** Runs the due renewal twice, as a redelivered job would, and pays what it charged. */
  const renewTwiceAndPay = async () => {
    const job = dueJob();
    const intentsBefore = harness.processor.intents.length;
    await Promise.all([harness.renewalJob.process(job), harness.renewalJob.process(job)]);
    expect(await harness.renewalJob.process(job)).toBe('stale');
    expect(harness.processor.intents).toHaveLength(intentsBefore + 1);
    const charged = harness.processor.intents.at(-1)!.amountCents;
    const periodEnd = stored().currentPeriodEnd;
    await harness.report(stored().charge!.paymentId!, 'succeededAt');
    const after = stored();
    expect(after.currentPeriodStart).toEqual(periodEnd);
    return { charged, periodDays: (after.currentPeriodEnd.getTime() - periodEnd.getTime()) / DAY };
  };
  const notices = () =>
    subscriptionEventTypes(harness).filter((type) => type === 'subscription.price_changing');

  beforeEach(async () => {
    harness = createBillingHarness();
    addCreatorTier(harness, GOLD, 800);
    await harness.setTierBundles.execute(creator.id, GOLD, {
      bundles: [{ months: 3, discountPercent: 10 }],
    });
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    const bought = await harness.startSubscription.execute(subscriber, {
      tierId: GOLD,
      creatorId: creator.id,
      billingPeriod: 'monthly',
      bundleMonths: 3,
      expectedAmountCents: 2160,
    });
    id = bought.subscription.id;
    await harness.report(bought.payment!.id, 'succeededAt');
  });

  it('renews an unchanged bundle as the same bundle, without a notice', async () => {
    expect(await renewTwiceAndPay()).toEqual({ charged: 2160, periodDays: 90 });
    expect(stored().bundle).toEqual({ months: 3, discountPercent: 10 });
    expect(notices()).toHaveLength(0);
  });

  it('bridges one month at the held rate, then renews at the new discount', async () => {
    await harness.setTierBundles.execute(creator.id, GOLD, {
      bundles: [{ months: 3, discountPercent: 20 }],
    });
    const bundleEnd = stored().currentPeriodEnd.getTime();

    expect(await renewTwiceAndPay()).toEqual({ charged: 720, periodDays: 30 });
    expect(notices()).toHaveLength(1);
    expect(stored()).toMatchObject({
      priceCents: 720,
      bundle: null,
      pendingPrice: {
        priceCents: 1920,
        bundle: { months: 3, discountPercent: 20 },
        effectiveFrom: new Date(bundleEnd + 30 * DAY),
      },
    });

    expect(await renewTwiceAndPay()).toEqual({ charged: 1920, periodDays: 90 });
    expect(stored()).toMatchObject({
      priceCents: 1920,
      bundle: { months: 3, discountPercent: 20 },
      pendingPrice: null,
    });
    expect(notices()).toHaveLength(1);
  });

  it('renews monthly at the tier price once the bundle is removed', async () => {
    await harness.setTierBundles.execute(creator.id, GOLD, { bundles: [] });

    expect(await renewTwiceAndPay()).toEqual({ charged: 720, periodDays: 30 });
    expect(stored().pendingPrice).toMatchObject({ priceCents: 800, bundle: null });
    expect(await renewTwiceAndPay()).toEqual({ charged: 800, periodDays: 30 });
    expect(await renewTwiceAndPay()).toEqual({ charged: 800, periodDays: 30 });
    expect(stored()).toMatchObject({ priceCents: 800, bundle: null, pendingPrice: null });
    expect(notices()).toHaveLength(1);
  });

  it('renews monthly at the tier price once the tier is off sale', async () => {
    harness.stores.tiers.tiers.get(GOLD)!.isActive = false;

    expect(await renewTwiceAndPay()).toEqual({ charged: 720, periodDays: 30 });
    expect(await renewTwiceAndPay()).toEqual({ charged: 800, periodDays: 30 });
    expect(notices()).toHaveLength(1);
  });
});
