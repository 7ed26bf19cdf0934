import { expect } from 'vitest';
import type { EventEnvelope } from '@tessera/contracts';
import type { RequestContext } from '@tessera/platform';
import type { Journal } from '../ledger/journal.schema';
import type { Payment } from '../payments/payment.schema';
import type { ProcessorPayment, RefundPart } from '../processor/payment-processor';
import { InMemoryLedger, standIn } from '../testing/in-memory-repositories.spec-support';
import { ApproveRefundUseCase } from './approve-refund.usecase';
import { IssueRefundUseCase } from './issue-refund.usecase';
import { RejectRefundUseCase } from './reject-refund.usecase';
import { RequestRefundUseCase } from './request-refund.usecase';
import { RefundSender } from './refund-sender';
import type { Refund } from './refund.schema';
import type { RefundsRepository } from './refunds.repository';

const copy = <T>(value: T): T => structuredClone(value);

/** Payments with the refund counter's conditional write, as the MongoDB repository does it. */
export class InMemoryRefundablePayments {
  readonly docs = new Map<string, Payment>();

  add(payment: Payment): void {
    this.docs.set(payment._id, copy(payment));
  }

  findById(id: string): Promise<Payment | null> {
    const found = this.docs.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  reserveRefund(payment: Payment, refundId: string, amountCents: number): Promise<Payment | null> {
    const stored = this.docs.get(payment._id);
    const refunded = stored?.refundedCents ?? 0;
    if (
      !stored?.facts.succeededAt ||
      stored.facts.disputedAt ||
      stored.refundIds?.includes(refundId) ||
      refunded > stored.amountCents - amountCents
    ) {
      return Promise.resolve(null);
    }
    stored.refundedCents = refunded + amountCents;
    stored.refundIds = [...(stored.refundIds ?? []), refundId];
    return this.findById(payment._id);
  }

  releaseRefund(paymentId: string, refundId: string, amountCents: number): Promise<void> {
    const stored = this.docs.get(paymentId);
    if (stored?.refundIds?.includes(refundId)) {
      stored.refundedCents = (stored.refundedCents ?? 0) - amountCents;
      stored.refundIds = stored.refundIds.filter((id) => id !== refundId);
    }
    return Promise.resolve();
  }
}

/** Refunds with a unique id and open-request field, and moves conditional on the stored state. */
export class InMemoryRefunds {
  readonly docs = new Map<string, Refund>();
  readonly events: EventEnvelope[] = [];

  create(refund: Omit<Refund, 'createdAt'>, events: EventEnvelope[]): Promise<Refund | null> {
    const openTaken =
      refund.openRequestFor !== undefined &&
      [...this.docs.values()].some((stored) => stored.openRequestFor === refund.openRequestFor);
    if (this.docs.has(refund._id) || openTaken) return Promise.resolve(null);
    this.docs.set(refund._id, { ...copy(refund), createdAt: new Date() });
    this.events.push(...events);
    return this.findById(refund._id);
  }

  findById(id: string): Promise<Refund | null> {
    const found = this.docs.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  move(
    id: string,
    expected: Record<string, unknown>,
    update: { $set?: Partial<Refund>; $unset?: Record<string, 1> },
    events: EventEnvelope[],
  ): Promise<Refund | null> {
    const stored = this.docs.get(id);
    if (
      !stored ||
      !Object.entries(expected).every(([field, want]) => matches(stored, field, want))
    ) {
      return Promise.resolve(null);
    }
    Object.assign(stored, update.$set ?? {});
    for (const field of Object.keys(update.$unset ?? {})) delete stored[field as keyof Refund];
    this.events.push(...events);
    return this.findById(id);
  }

  actions(): string[] {
    return this.events.map((event) =>
      event.type === 'audit.log' ? (event.data as { action: string }).action : event.type,
    );
  }
}

function matches(stored: Refund, field: string, want: unknown): boolean {
  const value = stored[field as keyof Refund];
  if (want && typeof want === 'object') {
    const condition = want as { $ne?: unknown; $exists?: boolean };
    if ('$ne' in condition) return value !== condition.$ne;
    if ('$exists' in condition) return (value !== undefined) === condition.$exists;
  }
  return value === want;
}

/** A processor that records refunds; `refuse` makes the next one fail. */
export class RefundRecordingProcessor {
  readonly refunds: { payment: ProcessorPayment; key: string; part?: RefundPart }[] = [];
  refuse = false;

  refund(payment: ProcessorPayment, key: string, part?: RefundPart): Promise<void> {
    if (this.refuse) return Promise.reject(new Error('card_declined'));
    this.refunds.push({ payment, key, ...(part ? { part } : {}) });
    return Promise.resolve();
  }
}

export const THRESHOLD_CENTS = 10_000;

/** The refund use cases wired to in-memory stores. */
export function refundHarness() {
  const payments = new InMemoryRefundablePayments();
  const refunds = new InMemoryRefunds();
  const ledger = new InMemoryLedger();
  const processor = new RefundRecordingProcessor();
  const repository = standIn<RefundsRepository>(refunds);
  const sender = new RefundSender(
    standIn(payments),
    repository,
    standIn(ledger),
    standIn(processor),
    { EARNINGS_HOLD_DAYS: 7 },
  );
  const config = { REFUND_APPROVAL_THRESHOLD_CENTS: THRESHOLD_CENTS };
  return {
    payments,
    refunds,
    ledger,
    processor,
    issue: new IssueRefundUseCase(standIn(payments), repository, sender, config),
    request: new RequestRefundUseCase(standIn(payments), repository),
    approve: new ApproveRefundUseCase(repository, sender, config),
    reject: new RejectRefundUseCase(repository),
    /** The refund journals posted, in order. */
    refundJournals(): Journal[] {
      return [...ledger.journals.values()].filter((journal) => journal.kind === 'refund');
    },
  };
}

export const CONTEXT: RequestContext = {
  ipAddress: '203.0.113.9',
  userAgent: 'test',
  requestId: 'r1',
};

/** A successful tip of `amountCents` to a creator: 10% processor and platform fee, the rest theirs. */
export function paidTip(amountCents: number, id = 'pay-1'): Payment {
  const processorFeeCents = Math.round(amountCents * 0.05);
  const platformFeeCents = Math.round(amountCents * 0.05);
  return {
    _id: id,
    intentId: `pi_${id}`,
    purpose: 'tip',
    payerId: 'fan-1',
    creatorId: 'creator-1',
    amountCents,
    currency: 'usd',
    split: {
      processorFeeCents,
      platformFeeCents,
      creatorNetCents: amountCents - processorFeeCents - platformFeeCents,
    },
    facts: { succeededAt: new Date('2026-06-01T00:00:00Z') },
    createdAt: new Date('2026-06-01T00:00:00Z'),
  };
}

/** What an `ApiError` refusal looks like, for `rejects.toMatchObject`. */
export function refusal(status: number, error: string) {
  return { status, response: { error: expect.stringContaining(error) } };
}
