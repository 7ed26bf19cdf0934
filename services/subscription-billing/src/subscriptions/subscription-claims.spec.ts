import { describe, expect, it } from 'vitest';
import type { PendingCharge, Subscription } from './subscription.schema';
import { CLAIM_JOIN_MS, claimToJoin, initialChargeTooLate } from './subscription-claims';

const now = new Date('2025-03-01T10:00:00.000Z');
const held: PendingCharge = {
  kind: 'initial',
  tierId: 'gold',
  tierName: 'Gold',
  priceCents: 500,
  currency: 'usd',
  billingPeriod: 'monthly',
  startedAt: new Date(now.getTime() - 1000),
  paymentId: 'p1',
};
const holding = (charge: PendingCharge | null) => ({ charge }) as Subscription;
const claim = (overrides: Partial<PendingCharge> = {}): PendingCharge => ({
  ...held,
  startedAt: now,
  paymentId: 'p2',
  ...overrides,
});

describe('joining the charge in flight', () => {
  it('joins a recent charge for exactly the same purchase, and its own claim', () => {
    expect(claimToJoin(holding(held), claim(), now)).toBe(true);
    expect(claimToJoin(holding(held), claim({ paymentId: 'p1' }), now)).toBe(true);
  });

  it('supersedes a charge for something else, or one left waiting too long', () => {
    expect(claimToJoin(holding(held), claim({ tierId: 'silver' }), now)).toBe(false);
    expect(claimToJoin(holding(held), claim({ priceCents: 600 }), now)).toBe(false);
    expect(claimToJoin(holding(held), claim({ kind: 'tier_change' }), now)).toBe(false);
    const old = { ...held, startedAt: new Date(now.getTime() - CLAIM_JOIN_MS) };
    expect(claimToJoin(holding(old), claim(), now)).toBe(false);
    expect(claimToJoin(holding(null), claim(), now)).toBe(false);
  });
});

describe('a first charge that comes too late', () => {
  const inStatus = (status: Subscription['status']) => ({ status, charge: null }) as Subscription;

  it('is refused once another request paid for the subscription, or it ended', () => {
    expect(initialChargeTooLate(inStatus('active'), claim())).toBe(true);
    expect(initialChargeTooLate(inStatus('past_due'), claim())).toBe(true);
    expect(initialChargeTooLate(inStatus('canceled'), claim())).toBe(true);
  });

  it('goes ahead while the subscription waits for its first payment, and for other charges', () => {
    expect(initialChargeTooLate(inStatus('incomplete'), claim())).toBe(false);
    expect(initialChargeTooLate(inStatus('active'), claim({ kind: 'tier_change' }))).toBe(false);
    expect(initialChargeTooLate(inStatus('active'), claim({ kind: 'renewal' }))).toBe(false);
  });
});
