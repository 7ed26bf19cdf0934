import { ConflictException, HttpException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes as eventTypes,
} from '../testing/billing-harness.spec-support';

describe('ChangePlanUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
    harness.stores.methods.saveCard(subscriber.id, 'pm_card_visa');
    harness.stores.methods.saveCard(creator.id, 'pm_card_visa');
  });

  const plan = async (user = subscriber) =>
    harness.stores.subscriptions.findLive(user.id, undefined);

  it('buys a first paid plan, granted once its payment succeeds', async () => {
    const result = await harness.changePlan.execute(subscriber, { tierId: 'basic-subscriber' });
    expect(result.subscription.status).toBe('incomplete');
    expect(harness.processor.intents[0]).toMatchObject({ amountCents: 999, currency: 'eur' });

    await harness.report(result.payment?.id as string, 'succeededAt');

    expect((await plan())?.status).toBe('active');
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });

  it('moves a paid plan to another once the new price is paid, keeping its period', async () => {
    const bought = await harness.changePlan.execute(subscriber, { tierId: 'basic-subscriber' });
    await harness.report(bought.payment?.id as string, 'succeededAt');
    const periodEnd = (await plan())?.currentPeriodEnd;

    const changed = await harness.changePlan.execute(subscriber, { tierId: 'pro-subscriber' });
    expect(changed.subscription.tierId).toBe('basic-subscriber');
    await harness.report(changed.payment?.id as string, 'succeededAt');

    const stored = await plan();
    expect(stored?.tierId).toBe('pro-subscriber');
    expect(stored?.priceCents).toBe(1_999);
    expect(stored?._id).toBe(bought.subscription.id);
    expect(stored?.currentPeriodEnd.getTime()).toBeGreaterThanOrEqual(periodEnd?.getTime() ?? 0);
    expect(eventTypes(harness)).toEqual(['subscription.created', 'subscription.updated']);
  });

  it('applies a move down to the free plan at once, without a charge', async () => {
    await harness.startSubscription.execute(creator, {
      tierId: 'basic-creator',
      billingPeriod: 'monthly',
    });
    const up = await harness.changePlan.execute(creator, { tierId: 'pro-creator' });
    await harness.report(up.payment?.id as string, 'succeededAt');
    const charged = harness.processor.intents.length;

    const down = await harness.changePlan.execute(creator, { tierId: 'basic-creator' });

    expect(down.payment).toBeNull();
    expect(down.subscription.tierId).toBe('basic-creator');
    expect(harness.processor.intents).toHaveLength(charged);
    expect(eventTypes(harness)).toEqual([
      'subscription.created',
      'subscription.updated',
      'subscription.updated',
    ]);
  });

  it('refuses the plan already held', async () => {
    await harness.startSubscription.execute(creator, {
      tierId: 'basic-creator',
      billingPeriod: 'monthly',
    });

    await expect(harness.changePlan.execute(creator, { tierId: 'basic-creator' })).rejects.toThrow(
      ConflictException,
    );
  });

  it('refuses a stale price before anything is written or charged', async () => {
    const refusal = await harness.changePlan
      .execute(subscriber, { tierId: 'basic-subscriber', expectedAmountCents: 899 })
      .catch((error: unknown) => error);

    expect((refusal as HttpException).getStatus()).toBe(409);
    expect(await plan()).toBeNull();
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('answers a repeat with the same key with the first answer, charging once', async () => {
    const first = await harness.changePlan.execute(subscriber, { tierId: 'basic-subscriber' }, 'k');
    const repeat = await harness.changePlan.execute(
      subscriber,
      { tierId: 'basic-subscriber' },
      'k',
    );

    expect(repeat).toEqual(first);
    expect(harness.processor.intents).toHaveLength(1);
  });
});
