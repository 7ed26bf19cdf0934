import { BadRequestException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BillingHarness,
  createBillingHarness,
  creator,
  subscriber,
  subscriptionEventTypes as eventTypes,
} from '../testing/billing-harness.spec-support';
import { AMOUNT_MISMATCH, FREE_PLAN_NEEDS_NO_PAYMENT } from './create-plan-payment-intent.usecase';

const BASIC = { tierId: 'basic-subscriber', currency: 'eur', billingPeriod: 'monthly' } as const;

describe('CreatePlanPaymentIntentUseCase', () => {
  let harness: BillingHarness;

  beforeEach(() => {
    harness = createBillingHarness();
  });

  it('creates an intent for the browser to confirm, granting the plan once it is paid', async () => {
    const intent = await harness.createPlanPaymentIntent.execute(subscriber, {
      ...BASIC,
      amount: 999,
    });

    expect(intent.clientSecret).toMatch(/_secret$/);
    expect(harness.processor.intents).toEqual([
      expect.objectContaining({ amountCents: 999, paymentMethodId: undefined }),
    ]);
    expect(eventTypes(harness)).toEqual([]);

    await harness.report(intent.id, 'succeededAt');

    const plan = await harness.stores.subscriptions.findLive(subscriber.id, undefined);
    expect(plan?.status).toBe('active');
    expect(eventTypes(harness)).toEqual(['subscription.created']);
  });

  it('refuses an amount other than the price, before anything is written', async () => {
    await expect(
      harness.createPlanPaymentIntent.execute(subscriber, { ...BASIC, amount: 100 }),
    ).rejects.toThrow(new BadRequestException(AMOUNT_MISMATCH));
    expect(harness.stores.subscriptions.docs.size).toBe(0);
    expect(harness.processor.intents).toHaveLength(0);
  });

  it('refuses a free plan: there is nothing to pay', async () => {
    await expect(
      harness.createPlanPaymentIntent.execute(creator, {
        tierId: 'basic-creator',
        currency: 'eur',
        billingPeriod: 'monthly',
        amount: 0,
      }),
    ).rejects.toThrow(new BadRequestException(FREE_PLAN_NEEDS_NO_PAYMENT));
  });

  it('answers a repeat with the same key with the same intent, creating one', async () => {
    const first = await harness.createPlanPaymentIntent.execute(
      subscriber,
      { ...BASIC, amount: 999 },
      'key-1',
    );
    const repeat = await harness.createPlanPaymentIntent.execute(
      subscriber,
      { ...BASIC, amount: 999 },
      'key-1',
    );

    expect(repeat).toEqual(first);
    expect(harness.processor.intents).toHaveLength(1);
  });
});
