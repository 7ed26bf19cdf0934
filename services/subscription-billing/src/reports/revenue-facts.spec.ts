import { describe, expect, it } from 'vitest';
import { chargeJournals, reversalJournal } from '../payments/payment-journals';
import { splitPayment } from '../payments/payment-split';
import type { Payment } from '../payments/payment.schema';
import { saleFacts } from './revenue-facts';

const at = new Date('2026-03-04T00:00:00Z');
const later = new Date('2026-03-05T00:00:00Z');
const payment = {
  _id: 'pay-1',
  intentId: 'pi_1',
  purpose: 'tip',
  payerId: 'fan-1',
  creatorId: 'creator-1',
  amountCents: 1000,
  currency: 'usd',
  split: splitPayment('tip', 1000, 20),
  facts: {},
  createdAt: at,
} as Payment;

describe('saleFacts', () => {
  it('counts a charge with its fees and takes the gross and earning back on refund', () => {
    const journals = [...chargeJournals(payment, at, 7), reversalJournal(payment, 'refund', later)];
    const [charge, refund] = saleFacts('creator-1', journals);
    expect(charge).toMatchObject({ grossCents: 1000, processorFeeCents: 59, creatorNetCents: 741 });
    expect(refund).toMatchObject({
      grossCents: -1000,
      processorFeeCents: 0,
      creatorNetCents: -741,
    });
    expect(refund.at).toEqual(later);
  });
});
