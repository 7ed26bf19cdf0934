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

describe('CancelSubscriptionUseCase', () => {
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

  it('cancels at the period end, keeping access, and tells consumers once', async () => {
    const id = await activeSubscriptionId();

    const canceled = await harness.cancelSubscription.execute(subscriber.id, id);
    await harness.cancelSubscription.execute(subscriber.id, id);

    expect(canceled.status).toBe('active');
    expect(canceled.cancelAtPeriodEnd).toBe(true);
    expect(canceled.canceledAt).not.toBeNull();
    expect(eventTypes(harness)).toEqual(['subscription.created', 'subscription.canceled']);
  });

  it('closes an unpaid checkout without telling anyone', async () => {
    const { subscription } = await checkout();

    const closed = await harness.cancelSubscription.execute(subscriber.id, subscription.id);

    expect(closed.status).toBe('canceled');
    expect(eventTypes(harness)).toEqual([]);
  });

  it('refuses to cancel a subscription that already ended', async () => {
    const { subscription } = await checkout();
    await harness.cancelSubscription.execute(subscriber.id, subscription.id);

    await expect(
      harness.cancelSubscription.execute(subscriber.id, subscription.id),
    ).rejects.toThrow(ConflictException);
  });

  it("hides another subscriber's subscription, changing nothing", async () => {
    const id = await activeSubscriptionId();

    await expect(harness.cancelSubscription.execute('someone-else', id)).rejects.toThrow(
      NotFoundException,
    );
    expect(harness.stores.subscriptions.docs.get(id)?.cancelAtPeriodEnd).toBe(false);
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });
});
