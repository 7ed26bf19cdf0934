import type { PayerRiskFacts } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { scorePaymentRisk } from './payment-risk';

const PAID_AT = '2026-06-15T12:00:00.000Z';
const seasoned: PayerRiskFacts = {
  failedAttempts30d: 0,
  firstPaymentAt: '2026-01-01T00:00:00.000Z',
  disputedPayments: 0,
  usualAmountCents: 1_000,
};
const score = (facts: Partial<PayerRiskFacts>, amountCents = 1_000) =>
  scorePaymentRisk({ amountCents, createdAt: PAID_AT }, { ...seasoned, ...facts });

describe('scorePaymentRisk', () => {
  it('scores a long-standing payer paying their usual amount 0, with no reasons', () => {
    expect(score({})).toEqual({ score: 0, reasons: [] });
  });

  it('adds more for many failed attempts than for a few', () => {
    expect(score({ failedAttempts30d: 2 }).score).toBe(0);
    expect(score({ failedAttempts30d: 3 }).reasons).toEqual([
      { code: 'failed_attempts', points: 20, text: '3 failed attempts in 30 days' },
    ]);
    expect(score({ failedAttempts30d: 12 }).score).toBe(35);
  });

  it('counts how new the payer is at the time of the payment', () => {
    expect(score({ firstPaymentAt: PAID_AT }).reasons.map((r) => r.code)).toEqual(['new_payer']);
    expect(score({ firstPaymentAt: '2026-06-12T12:00:00.000Z' }).score).toBe(15);
    expect(score({ firstPaymentAt: '2026-06-07T12:00:00.000Z' }).score).toBe(0);
  });

  it('weighs every earlier dispute, up to 60 points', () => {
    expect(score({ disputedPayments: 1 }).score).toBe(30);
    expect(score({ disputedPayments: 5 }).score).toBe(60);
  });

  it('flags amounts far above what the payer usually pays, and ignores a first amount', () => {
    expect(score({}, 4_999).score).toBe(0);
    expect(score({}, 5_000).reasons[0]?.code).toBe('amount_above_usual');
    expect(score({}, 10_000).score).toBe(30);
    expect(score({ usualAmountCents: null }, 1_000_000).score).toBe(0);
  });

  it('adds the rules up and caps the score at 100', () => {
    const risky = score(
      {
        failedAttempts30d: 20,
        firstPaymentAt: PAID_AT,
        disputedPayments: 3,
        usualAmountCents: 100,
      },
      5_000,
    );
    expect(risky.reasons).toHaveLength(4);
    expect(risky.score).toBe(100);
  });
});
