import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminPaymentQuery,
  BillingAdminPayment,
  BillingAdminPaymentDetail,
  BillingAdminPaymentPage,
  PayerRiskFacts,
  PaymentStatus,
} from '@tessera/contracts';
import type { FilterQuery } from 'mongoose';
import { LedgerRepository } from '../ledger/ledger.repository';
import type { Payment } from '../payments/payment.schema';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';
import { toRefundDto } from './refund-dto';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

const DAY_MS = 86_400_000;
/** How many of a payer's latest successful payments make their usual amount. */
const USUAL_AMOUNT_WINDOW = 50;

const has = { $exists: true };
const hasNot = { $exists: false };

/** The facts a status is derived from (see `paymentStatus`), as a filter. */
const STATUS_FILTERS: Record<PaymentStatus, FilterQuery<Payment>> = {
  disputed: { 'facts.disputedAt': has },
  refunded: { 'facts.refundedAt': has, 'facts.disputedAt': hasNot },
  succeeded: { 'facts.succeededAt': has, 'facts.refundedAt': hasNot, 'facts.disputedAt': hasNot },
  failed: {
    'facts.failedAt': has,
    'facts.succeededAt': hasNot,
    'facts.refundedAt': hasNot,
    'facts.disputedAt': hasNot,
  },
  requires_action: {
    'facts.requiresActionAt': has,
    'facts.failedAt': hasNot,
    'facts.succeededAt': hasNot,
    'facts.refundedAt': hasNot,
    'facts.disputedAt': hasNot,
  },
  processing: {
    'facts.requiresActionAt': hasNot,
    'facts.failedAt': hasNot,
    'facts.succeededAt': hasNot,
    'facts.refundedAt': hasNot,
    'facts.disputedAt': hasNot,
  },
};

export function paymentFilter(query: AdminPaymentQuery): FilterQuery<Payment> {
  const createdAt = {
    ...(query.from ? { $gte: new Date(`${query.from}T00:00:00.000Z`) } : {}),
    ...(query.to
      ? { $lt: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) }
      : {}),
  };
  return {
    ...(query.status ? STATUS_FILTERS[query.status] : {}),
    ...(query.userId ? { payerId: query.userId } : {}),
    ...(query.creatorId ? { creatorId: query.creatorId } : {}),
    ...(Object.keys(createdAt).length > 0 ? { createdAt } : {}),
  };
}

/** The middle of a list of amounts; null when empty. */
export function median(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/**
 * Payments as admins see them: fees, refunds, disputes, and the facts about the payer that the
 * admin service scores risk from.
 */
@Injectable()
export class AdminPaymentView {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: PaymentsRepository,
    @Inject(RefundsRepository) private readonly refunds: RefundsRepository,
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
  ) {}

  async page(query: AdminPaymentQuery): Promise<BillingAdminPaymentPage> {
    const found = await this.payments.page(paymentFilter(query), query.page, query.limit);
    const refunds = await this.refunds.ofPayments(found.items.map((payment) => payment._id));
    const payers = [...new Set(found.items.map((payment) => payment.payerId))];
    const now = new Date();
    const facts = new Map(
      await Promise.all(
        payers.map(async (payerId) => [payerId, await this.payerHistory(payerId, now)] as const),
      ),
    );
    return {
      ...found,
      items: found.items.map((payment) =>
        present(payment, refunds, riskFacts(payment, facts.get(payment.payerId) as PayerHistory)),
      ),
    };
  }

  async one(paymentId: string): Promise<BillingAdminPaymentDetail | null> {
    const payment = await this.payments.findById(paymentId);
    if (!payment) return null;
    const [refunds, journals, history] = await Promise.all([
      this.refunds.ofPayments([payment._id]),
      this.ledger.journalsOf(payment._id),
      this.payerHistory(payment.payerId, new Date()),
    ]);
    return {
      ...present(payment, refunds, riskFacts(payment, history)),
      journals: journals
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
        .map((journal) => ({
          id: journal._id,
          kind: journal.kind,
          occurredAt: journal.occurredAt.toISOString(),
          postings: journal.postings.map(({ account, amountCents }) => ({ account, amountCents })),
        })),
    };
  }

  private async payerHistory(payerId: string, now: Date): Promise<PayerHistory> {
    const [failedAttempts30d, first, disputedPayments, succeeded] = await Promise.all([
      this.payments.countMatching({
        payerId,
        'facts.failedAt': { $gte: new Date(now.getTime() - 30 * DAY_MS) },
      }),
      this.payments.firstOfPayer(payerId),
      this.payments.countMatching({ payerId, 'facts.disputedAt': has }),
      this.payments.succeededAmountsOfPayer(payerId, USUAL_AMOUNT_WINDOW),
    ]);
    return {
      failedAttempts30d,
      firstPaymentAt: first?.createdAt ?? now,
      disputedPayments,
      succeeded,
    };
  }
}

interface PayerHistory {
  failedAttempts30d: number;
  firstPaymentAt: Date;
  disputedPayments: number;
  succeeded: Pick<Payment, '_id' | 'amountCents'>[];
}

function riskFacts(payment: Payment, history: PayerHistory): PayerRiskFacts {
  const others = history.succeeded.filter((other) => other._id !== payment._id);
  return {
    failedAttempts30d: history.failedAttempts30d,
    firstPaymentAt: history.firstPaymentAt.toISOString(),
    disputedPayments: history.disputedPayments,
    usualAmountCents: median(others.map((other) => other.amountCents)),
  };
}

function present(
  payment: Payment,
  refunds: readonly Refund[],
  payerFacts: PayerRiskFacts,
): BillingAdminPayment {
  const { platformFeeCents, processorFeeCents } = payment.split;
  return {
    id: payment._id,
    purpose: payment.purpose,
    status: paymentStatus(payment.facts),
    amountCents: payment.amountCents,
    currency: payment.currency.toUpperCase(),
    payerId: payment.payerId,
    creatorId: payment.creatorId ?? null,
    subscriptionId: payment.subscriptionId ?? null,
    contentId: payment.contentId ?? null,
    transactionId: payment.intentId,
    fees: {
      platform: platformFeeCents,
      processor: processorFeeCents,
      total: platformFeeCents + processorFeeCents,
    },
    refundedCents: payment.refundedCents ?? (payment.facts.refundedAt ? payment.amountCents : 0),
    refunds: refunds.filter((refund) => refund.paymentId === payment._id).map(toRefundDto),
    disputes: payment.facts.disputedAt
      ? [{ openedAt: payment.facts.disputedAt.toISOString() }]
      : [],
    failureMessage: payment.facts.failureMessage ?? null,
    createdAt: payment.createdAt.toISOString(),
    succeededAt: payment.facts.succeededAt?.toISOString() ?? null,
    payerFacts,
  };
}
