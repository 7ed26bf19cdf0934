import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { loadBillingConfig } from '../config/billing-config';
import { LocalProcessor } from './local-processor';
import type { LocalWebhookEmitter } from './local-webhook-emitter';
import { StripeProcessor } from './stripe-processor';

const ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_SECRET_KEY: 'sk_test_unit',
  STRIPE_WEBHOOK_SECRET: 'whsec_unit',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
};
const STRIPE_MOCK = 'http://127.0.0.1:12111';
const payment = { intentId: 'pi_1', paymentId: 'payment-1', amountCents: 500, currency: 'eur' };

describe('choosing the payment processor', () => {
  it('is the local stand-in when the Stripe API is elsewhere, unless told otherwise', () => {
    expect(loadBillingConfig(ENV).PAYMENT_PROCESSOR).toBe('stripe');
    expect(loadBillingConfig({ ...ENV, STRIPE_API_BASE: STRIPE_MOCK }).PAYMENT_PROCESSOR).toBe(
      'local',
    );
    expect(
      loadBillingConfig({ ...ENV, STRIPE_API_BASE: STRIPE_MOCK, PAYMENT_PROCESSOR: 'stripe' })
        .PAYMENT_PROCESSOR,
    ).toBe('stripe');
  });

  it('refuses a local processor without a stand-in to talk to', () => {
    expect(() => loadBillingConfig({ ...ENV, PAYMENT_PROCESSOR: 'local' })).toThrow(
      /STRIPE_API_BASE/,
    );
  });
});

describe('the adapters', () => {
  const stripe = {} as Stripe;

  it('leaves reporting outcomes to Stripe', async () => {
    const processor = new StripeProcessor(stripe, loadBillingConfig(ENV));

    await expect(processor.chargeStored(payment, { offSession: false })).resolves.toBeUndefined();
    expect(processor.checkoutConfig()).toMatchObject({ mode: 'stripe', testPaymentMethods: [] });
  });

  it('reports the outcome of a stored charge and of a confirmation through the local emitter', async () => {
    const emitter = { reportConfirmation: vi.fn(() => Promise.resolve()) };
    const config = loadBillingConfig({ ...ENV, STRIPE_API_BASE: STRIPE_MOCK });
    const processor = new LocalProcessor(stripe, config, emitter as unknown as LocalWebhookEmitter);

    await processor.chargeStored(payment, { offSession: true });
    await processor.confirmIntent(payment, { authenticated: true });

    expect(emitter.reportConfirmation.mock.calls).toEqual([
      [payment, { offSession: true }],
      [payment, { offSession: false, authenticated: true }],
    ]);
    expect(processor.checkoutConfig().mode).toBe('local');
    expect(processor.checkoutConfig().testPaymentMethods.map((method) => method.id)).toContain(
      'pm_card_visa',
    );
  });
});
