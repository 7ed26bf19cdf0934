import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { InternalRefundRequest } from '@tessera/contracts';
import {
  badRequest,
  conflict,
  notFound,
  type RequestContext,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { PaymentsRepository } from '../payments/payments.repository';
import { refundAudit } from './refund-events';
import { NOT_REFUNDABLE, NOTHING_LEFT, RefundSender, refundableCents } from './refund-sender';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

export const PAYMENT_NOT_FOUND = 'Payment not found';

type Payments = Pick<PaymentsRepository, 'findById'>;
type Refunds = Pick<RefundsRepository, 'create' | 'findById'>;
type Sender = Pick<RefundSender, 'send'>;

/**
 * The id of an admin's refund, derived from the request: the same request twice, or twice at
 * once, names one refund, and the second call answers it as it is.
 */
export function adminRefundId(request: InternalRefundRequest): string {
  const key = [
    request.paymentId,
    request.actorId,
    request.amountCents ?? 'rest',
    request.reason.trim(),
  ].join('\n');
  return `rf_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/**
 * An admin refunds all that is left of a payment or part of it, with a reason. Up to the approval
 * threshold the money goes back at once; above it the refund waits for a second admin.
 */
@Injectable()
export class IssueRefundUseCase {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: Payments,
    @Inject(RefundsRepository) private readonly refunds: Refunds,
    @Inject(RefundSender) private readonly sender: Sender,
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<BillingConfig, 'REFUND_APPROVAL_THRESHOLD_CENTS'>,
  ) {}

  async execute(request: InternalRefundRequest, context?: RequestContext): Promise<Refund> {
    const id = adminRefundId(request);
    const existing = await this.refunds.findById(id);
    if (existing) return existing;
    const payment = await this.payments.findById(request.paymentId);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    const left = refundableCents(payment);
    if (left === 0) {
      throw conflict(payment.facts.succeededAt ? NOTHING_LEFT : NOT_REFUNDABLE);
    }
    const amountCents = request.amountCents ?? left;
    if (amountCents > left) {
      throw badRequest(`At most ${left} cents of this payment are left to refund`);
    }
    const needsApproval = amountCents > this.config.REFUND_APPROVAL_THRESHOLD_CENTS;
    const refund: Omit<Refund, 'createdAt'> = {
      _id: id,
      paymentId: payment._id,
      payerId: payment.payerId,
      ...(payment.creatorId ? { creatorId: payment.creatorId } : {}),
      purpose: payment.purpose,
      amountCents,
      currency: payment.currency,
      reason: request.reason,
      status: needsApproval ? 'awaiting_approval' : 'pending',
      source: 'admin',
      requestedBy: request.actorId,
      issuedBy: request.actorId,
    };
    const events = needsApproval
      ? [
          refundAudit(
            'refund.approval_requested',
            { ...refund, createdAt: new Date() },
            { actorId: request.actorId, after: { status: 'awaiting_approval' } },
            context,
          ),
        ]
      : [];
    const created = await this.refunds.create(refund, events);
    // A concurrent identical request stored it first: that one sends it.
    if (!created) return (await this.refunds.findById(id)) as Refund;
    return needsApproval ? created : this.sender.send(created, context);
  }
}
