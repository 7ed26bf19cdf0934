import type { EventEnvelope } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../payments/payment.schema';
import { PaymentOutcomes } from '../payments/payment-outcomes';
import { PurchaseOutcomes } from './purchase-outcomes';
import type { Purchase, PurchaseState } from './purchase.schema';
import type { PurchasesRepository } from './purchases.repository';
import type { UnlockClaimsRepository } from './unlock-claims.repository';

/** The repository's compare-and-set semantics in memory, with every event stored. */
class MemoryPurchases {
  readonly rows = new Map<string, Purchase>();
  readonly events: EventEnvelope[] = [];

  findById(id: string) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }

  ensure(purchase: Omit<Purchase, 'state' | 'createdAt'>) {
    if (!this.rows.has(purchase._id)) {
      this.rows.set(purchase._id, { ...purchase, state: 'pending', createdAt: new Date() });
    }
    return Promise.resolve({ ...(this.rows.get(purchase._id) as Purchase) });
  }

  move(id: string, from: PurchaseState, to: PurchaseState, events: EventEnvelope[]) {
    const row = this.rows.get(id);
    if (row?.state !== from) return Promise.resolve(false);
    row.state = to;
    this.events.push(...events);
    return Promise.resolve(true);
  }
}

const payment = (purpose: 'tip' | 'unlock') =>
  ({
    _id: `pay-${purpose}`,
    purpose,
    payerId: 'fan-1',
    creatorId: 'creator-1',
    contentId: purpose === 'unlock' ? 'post-1' : undefined,
    amountCents: 700,
    currency: 'usd',
    note: 'hi',
  }) as Payment;

function setUp() {
  const purchases = new MemoryPurchases();
  const claims = { recordPayment: () => Promise.resolve() };
  const handler = new PurchaseOutcomes(
    new PaymentOutcomes(),
    purchases as unknown as PurchasesRepository,
    claims as unknown as UnlockClaimsRepository,
  );
  const revokedFlags = () =>
    purchases.events.map((event) => (event.data as { revoked: boolean }).revoked);
  return { purchases, handler, revokedFlags };
}

describe('PurchaseOutcomes', () => {
  it('grants once however often the success is reported, and revokes once', async () => {
    const { handler, purchases, revokedFlags } = setUp();
    await handler.succeeded(payment('unlock'));
    await handler.succeeded(payment('unlock'));
    await handler.reversed(payment('unlock'));
    await handler.reversed(payment('unlock'));
    await handler.succeeded(payment('unlock'));
    expect(purchases.events.map((event) => event.type)).toEqual([
      'content.unlocked',
      'content.unlocked',
    ]);
    expect(revokedFlags()).toEqual([false, true]);
  });

  it('publishes nothing when the reversal comes before the success', async () => {
    const { handler, purchases } = setUp();
    await handler.reversed(payment('tip'));
    await handler.succeeded(payment('tip'));
    expect(purchases.events).toEqual([]);
    expect(purchases.rows.get('pay-tip')?.state).toBe('revoked');
  });

  it('never grants a declined payment', async () => {
    const { handler, purchases } = setUp();
    await handler.failed(payment('tip'));
    await handler.failed(payment('tip'));
    expect(purchases.rows.get('pay-tip')?.state).toBe('failed');
    expect(purchases.events).toEqual([]);
  });
});
