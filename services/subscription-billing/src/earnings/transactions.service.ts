import { Injectable } from '@nestjs/common';
import type { TransactionDto, TransactionType } from '@tessera/contracts';
import type { Payment } from '../payments/payment.schema';
import { paymentStatus } from '../payments/payment-status';
import { PaymentsRepository } from '../payments/payments.repository';
import type { Payout } from '../payouts/payout.schema';
import { PayoutsRepository } from '../payouts/payouts.repository';

export interface TransactionPage {
  items: TransactionDto[];
  page: number;
  limit: number;
  total: number;
}

const TYPE_OF: Record<Payment['purpose'], TransactionType> = {
  platform_plan: 'subscription',
  creator_subscription: 'subscription',
  tip: 'tip',
  unlock: 'unlock',
};

/** A user's history: what they paid and, for creators, what was paid out to them. */
@Injectable()
export class TransactionsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly payouts: PayoutsRepository,
  ) {}

  async page(userId: string, page: number, limit: number): Promise<TransactionPage> {
    // Newest first from both sources; the first page*limit of each hold the page's items.
    const wanted = page * limit;
    const [payments, payouts] = await Promise.all([
      this.payments.ofPayer(userId, wanted + 1),
      this.payouts.ofCreator(userId, wanted + 1),
    ]);
    const all = [...payments.map(fromPayment), ...payouts.map(fromPayout)].sort((a, b) =>
      b.processedAt.localeCompare(a.processedAt),
    );
    const [paymentTotal, payoutTotal] = await Promise.all([
      payments.length > wanted ? this.payments.countOfPayer(userId) : payments.length,
      payouts.length > wanted ? this.payouts.countOfCreator(userId) : payouts.length,
    ]);
    return {
      items: all.slice((page - 1) * limit, wanted),
      page,
      limit,
      total: paymentTotal + payoutTotal,
    };
  }
}

export function fromPayment(payment: Payment): TransactionDto {
  const status = paymentStatus(payment.facts);
  const { processorFeeCents, platformFeeCents } = payment.split;
  const fees = processorFeeCents + platformFeeCents;
  return {
    id: payment._id,
    userId: payment.payerId,
    ...(payment.creatorId ? { creatorId: payment.creatorId } : {}),
    ...(payment.subscriptionId ? { subscriptionId: payment.subscriptionId } : {}),
    paymentId: payment._id,
    amount: payment.amountCents,
    currency: payment.currency.toUpperCase(),
    type: status === 'refunded' || status === 'disputed' ? 'refund' : TYPE_OF[payment.purpose],
    status:
      status === 'succeeded'
        ? 'completed'
        : status === 'failed'
          ? 'failed'
          : status === 'refunded' || status === 'disputed'
            ? 'refunded'
            : 'pending',
    paymentMethodType: 'card',
    description: describe(payment),
    fees,
    netAmount: payment.amountCents - fees,
    processedAt: (
      payment.facts.refundedAt ??
      payment.facts.disputedAt ??
      payment.facts.succeededAt ??
      payment.facts.failedAt ??
      payment.createdAt
    ).toISOString(),
  };
}

export function fromPayout(payout: Payout): TransactionDto {
  return {
    id: payout._id,
    userId: payout.creatorId,
    creatorId: payout.creatorId,
    amount: payout.amountCents,
    currency: payout.currency.toUpperCase(),
    type: 'payout',
    status:
      payout.status === 'paid' ? 'completed' : payout.status === 'pending' ? 'pending' : 'failed',
    paymentMethodType: 'stripe_connect',
    description: `Payout (${payout.origin})`,
    fees: payout.feeCents,
    netAmount: payout.netCents,
    processedAt: (payout.settledAt ?? payout.createdAt).toISOString(),
  };
}

function describe(payment: Payment): string {
  switch (payment.purpose) {
    case 'tip':
      return 'Tip';
    case 'unlock':
      return 'Post unlock';
    case 'creator_subscription':
      return 'Creator subscription';
    default:
      return 'Platform plan';
  }
}
