import { BadRequestException, ConflictException } from '@nestjs/common';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, createBillingHarness } from '../testing/billing-harness.spec-support';
import type { ChargeRequest } from './payments.service';

const PAYER = 'payer-1';

function tip(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    purpose: 'tip',
    payerId: PAYER,
    amountCents: 1_000,
    currency: 'eur',
    platformFeePercent: 20,
    creatorId: 'creator-1',
    description: 'Tip',
    method: { kind: 'saved' },
    ...overrides,
  };
}

describe('PaymentsService', () => {
  let harness: BillingHarness;
  const settledTips: string[] = [];

  beforeEach(() => {
    harness = createBillingHarness();
    settledTips.length = 0;
    harness.outcomes.register({
      purposes: ['tip'],
      succeeded: (payment) => Promise.resolve(void settledTips.push(`succeeded:${payment._id}`)),
      failed: (payment) => Promise.resolve(void settledTips.push(`failed:${payment._id}`)),
      reversed: (payment, kind) => Promise.resolve(void settledTips.push(`${kind}:${payment._id}`)),
    });
  });

  describe('charge', () => {
    it("charges the payer's default card off the processor's answer, keyed by the payment", async () => {
      const card = harness.stores.methods.saveCard(PAYER, 'pm_card_visa');

      const payment = await harness.payments.charge(tip({ paymentId: 'payment-a' }));

      expect(payment).toMatchObject({
        _id: 'payment-a',
        intentId: 'pi_1',
        paymentMethodId: card._id,
        processorMethodId: 'pm_card_visa',
        facts: {},
      });
      expect(payment.split.creatorNetCents).toBeGreaterThan(0);
      expect(harness.processor.intents[0]).toMatchObject({
        idempotencyKey: 'payment:payment-a',
        paymentMethodId: 'pm_card_visa',
        metadata: { paymentId: 'payment-a', purpose: 'tip' },
      });
    });

    it('answers the stored payment when a retried attempt charges under the same id', async () => {
      harness.stores.methods.saveCard(PAYER, 'pm_card_visa');

      const first = await harness.payments.charge(tip({ paymentId: 'payment-a' }));
      const retried = await harness.payments.charge(tip({ paymentId: 'payment-a' }));

      expect(retried.intentId).toBe(first.intentId);
      expect(harness.stores.payments.docs.size).toBe(1);
    });

    it('refuses a payer without a saved card before anything is charged', async () => {
      await expect(harness.payments.charge(tip())).rejects.toThrow(BadRequestException);
      expect(harness.processor.intents).toHaveLength(0);
    });

    it('only creates the intent when the browser confirms it', async () => {
      const payment = await harness.payments.charge(tip({ method: { kind: 'browser' } }));

      expect(payment.clientSecret).toBe('pi_1_secret');
      expect(harness.processor.intents[0]?.paymentMethodId).toBeUndefined();
    });
  });

  describe('settlement', () => {
    it('posts the charge to the ledger and tells the paying feature once, however often reported', async () => {
      harness.stores.methods.saveCard(PAYER, 'pm_card_visa');
      const payment = await harness.payments.charge(tip({ paymentId: 'payment-a' }));

      await harness.report(payment._id, 'succeededAt');
      const journals = harness.stores.ledger.journals.size;
      await harness.report(payment._id, 'succeededAt');

      expect(journals).toBeGreaterThan(0);
      expect(harness.stores.ledger.journals.size).toBe(journals);
      expect(settledTips).toEqual(['succeeded:payment-a', 'succeeded:payment-a']);
    });

    it('posts and reverses a charge whose refund is reported before its success', async () => {
      harness.stores.methods.saveCard(PAYER, 'pm_card_visa');
      const payment = await harness.payments.charge(tip({ paymentId: 'payment-a' }));

      await harness.report(payment._id, 'refundedAt');
      await harness.report(payment._id, 'succeededAt', new Date(Date.now() - 1_000));

      expect([...harness.stores.ledger.journals.keys()]).toContain('payment-a:reversal');
      expect(settledTips).toEqual(['refund:payment-a', 'refund:payment-a']);
    });

    it('tells the paying feature of a failure', async () => {
      harness.stores.methods.saveCard(PAYER, 'pm_card_visa');
      const payment = await harness.payments.charge(tip({ paymentId: 'payment-a' }));

      await harness.report(payment._id, 'failedAt');

      expect(harness.stores.ledger.journals.size).toBe(0);
      expect(settledTips).toEqual(['failed:payment-a']);
    });
  });

  describe('confirm, refund and supersede', () => {
    it('confirms with the named card through the processor', async () => {
      const payment = await harness.payments.charge(tip({ method: { kind: 'browser' } }));
      harness.stores.methods.saveCard(PAYER, 'pm_card_visa');

      await harness.payments.confirm(PAYER, payment._id);

      expect(harness.processor.confirmed).toEqual([
        expect.objectContaining({ intentId: payment.intentId, processorMethodId: 'pm_card_visa' }),
      ]);
    });

    it('cancels a superseded payment at the processor and refuses to confirm it', async () => {
      const payment = await harness.payments.charge(tip({ method: { kind: 'browser' } }));

      await harness.payments.supersede(payment._id);

      expect(harness.processor.cancelled).toEqual([payment.intentId]);
      await expect(harness.payments.confirm(PAYER, payment._id)).rejects.toThrow(ConflictException);
    });
  });
});
