import type { Job } from 'bullmq';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenewalJobData } from '../renewals/renewal.job';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes as eventTypes,
} from '../testing/billing-harness.spec-support';

const GOLD = 'tier-gold';
const UNAVAILABLE = { status: 409, message: "This creator's account is not active" };

describe('a suspended or banned creator', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addCreatorTier(harness, GOLD, 500);
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const subscribe = () =>
    harness.startSubscription.execute(subscriber, {
      tierId: GOLD,
      creatorId: creator.id,
      billingPeriod: 'monthly',
    });
  const withdraw = (status: 'suspended' | 'banned') =>
    harness.stores.directory.add(creator.id, 'creator', status);

  it('takes no new subscription or tip, charging nothing', async () => {
    withdraw('suspended');

    await expect(subscribe()).rejects.toMatchObject(UNAVAILABLE);
    await expect(
      harness.tipCreator.execute(subscriber.id, { creatorId: creator.id, amountCents: 700 }),
    ).rejects.toMatchObject(UNAVAILABLE);
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('ends a due renewal without charging, once', async () => {
    const started = await subscribe();
    await harness.report(started.payment?.id as string, 'succeededAt');
    const due = () => {
      const stored = harness.stores.subscriptions.docs.get(started.subscription.id)!;
      return {
        data: { subscriptionId: stored._id, dueMs: stored.nextActionAt!.getTime() },
      } as Job<RenewalJobData, string>;
    };
    const intentsBefore = harness.processor.intents.length;

    withdraw('banned');
    const job = due();
    expect(await harness.renewalJob.process(job)).toBe('creator unavailable');
    expect(await harness.renewalJob.process(job)).toBe('stale');

    const ended = harness.stores.subscriptions.docs.get(started.subscription.id);
    expect(ended).toMatchObject({ status: 'expired', endedReason: 'creator_unavailable' });
    expect(harness.processor.intents).toHaveLength(intentsBefore);
    expect(eventTypes(harness)).toEqual(['subscription.created', 'subscription.expired']);
  });
});
