import { ConflictException, NotFoundException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCreatorTier,
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes as eventTypes,
} from '../testing/billing-harness.spec-support';

describe('ResumeSubscriptionUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    addCreatorTier(harness, 'tier-gold', 500);
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const checkout = () =>
    harness.startSubscription.execute(subscriber, {
      tierId: 'tier-gold',
      creatorId: creator.id,
      billingPeriod: 'monthly',
    });

  async function activeSubscriptionId(): Promise<string> {
    const result = await checkout();
    await harness.report(result.payment?.id as string, 'succeededAt');
    return result.subscription.id;
  }

  it('resumes a cancelled subscription before its period ends, clearing both fields', async () => {
    const id = await activeSubscriptionId();
    await harness.cancelSubscription.execute(subscriber.id, id);

    const resumed = await harness.resumeSubscription.execute(subscriber.id, id);

    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(resumed.canceledAt).toBeNull();
    expect(eventTypes(harness)).toEqual([
      'subscription.created',
      'subscription.canceled',
      'subscription.updated',
    ]);
  });

  it('changes nothing when resuming a subscription not set to end', async () => {
    const id = await activeSubscriptionId();

    const resumed = await harness.resumeSubscription.execute(subscriber.id, id);

    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });

  it('refuses to resume a checkout that was closed', async () => {
    const { subscription } = await checkout();
    await harness.cancelSubscription.execute(subscriber.id, subscription.id);

    await expect(
      harness.resumeSubscription.execute(subscriber.id, subscription.id),
    ).rejects.toThrow(ConflictException);
  });

  it("hides another subscriber's subscription, changing nothing", async () => {
    const id = await activeSubscriptionId();
    await harness.cancelSubscription.execute(subscriber.id, id);

    await expect(harness.resumeSubscription.execute('someone-else', id)).rejects.toThrow(
      NotFoundException,
    );
    expect(harness.stores.subscriptions.docs.get(id)?.cancelAtPeriodEnd).toBe(true);
  });
});
