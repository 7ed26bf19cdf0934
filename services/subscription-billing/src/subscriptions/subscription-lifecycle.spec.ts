import { ConflictException, NotFoundException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
} from '../testing/billing-harness.spec-support';

describe('SubscriptionLifecycle', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    harness.stores.tiers.add({
      _id: 'tier-gold',
      creatorId: creator.id,
      name: 'Gold',
      description: '',
      priceCents: 500,
      currency: 'eur',
      benefits: [],
      color: '#000000',
      isActive: true,
      contentAccess: 'all',
    });
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
  });

  const checkout = () =>
    harness.subscriptions.subscribe(subscriber, {
      tierId: 'tier-gold',
      creatorId: creator.id,
      billingPeriod: 'monthly',
    });

  async function activeSubscriptionId(): Promise<string> {
    const result = await checkout();
    await harness.report(result.payment?.id as string, 'succeededAt');
    return result.subscription.id;
  }

  const eventTypes = () => harness.stores.subscriptions.events.map((event) => event.type);

  it('cancels at the period end, keeping access, and tells consumers once', async () => {
    const id = await activeSubscriptionId();

    const canceled = await harness.lifecycle.cancel(subscriber.id, id);
    await harness.lifecycle.cancel(subscriber.id, id);

    expect(canceled.status).toBe('active');
    expect(canceled.cancelAtPeriodEnd).toBe(true);
    expect(canceled.canceledAt).not.toBeNull();
    expect(eventTypes()).toEqual(['subscription.created', 'subscription.canceled']);
  });

  it('resumes a cancelled subscription before its period ends, clearing both fields', async () => {
    const id = await activeSubscriptionId();
    await harness.lifecycle.cancel(subscriber.id, id);

    const resumed = await harness.lifecycle.resume(subscriber.id, id);

    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(resumed.canceledAt).toBeNull();
    expect(eventTypes()).toEqual([
      'subscription.created',
      'subscription.canceled',
      'subscription.updated',
    ]);
  });

  it('changes nothing when resuming a subscription not set to end', async () => {
    const id = await activeSubscriptionId();

    const resumed = await harness.lifecycle.resume(subscriber.id, id);

    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(eventTypes()).toEqual(['subscription.created']);
  });

  it('closes an unpaid checkout without telling anyone, and then refuses to resume it', async () => {
    const { subscription } = await checkout();

    const closed = await harness.lifecycle.cancel(subscriber.id, subscription.id);

    expect(closed.status).toBe('canceled');
    expect(eventTypes()).toEqual([]);
    await expect(harness.lifecycle.resume(subscriber.id, subscription.id)).rejects.toThrow(
      ConflictException,
    );
  });

  it("hides another subscriber's subscription", async () => {
    const id = await activeSubscriptionId();

    await expect(harness.lifecycle.cancel('someone-else', id)).rejects.toThrow(NotFoundException);
  });
});
