import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { conflict, notFound, type RequestContext } from '@tessera/platform';
import { PaymentsRepository } from '../payments/payments.repository';
import { PAYMENT_NOT_FOUND } from './issue-refund.usecase';
import { refundAudit } from './refund-events';
import { NOT_REFUNDABLE, NOTHING_LEFT, refundableCents } from './refund-sender';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

export const REQUEST_OPEN = 'A refund request for this payment is already open';

type Payments = Pick<PaymentsRepository, 'findById'>;
type Refunds = Pick<RefundsRepository, 'create'>;

/**
 * A payer asks for what is left of their own payment back, with a reason. The request waits,
 * `pending`, for an admin; a payment has at most one open request (a unique field the request
 * holds until it is decided), so asking twice, or twice at once, answers 409 the second time.
 */
@Injectable()
export class RequestRefundUseCase {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: Payments,
    @Inject(RefundsRepository) private readonly refunds: Refunds,
  ) {}

  async execute(
    payerId: string,
    request: { paymentId: string; reason: string },
    context?: RequestContext,
  ): Promise<Refund> {
    const payment = await this.payments.findById(request.paymentId);
    if (!payment || payment.payerId !== payerId) throw notFound(PAYMENT_NOT_FOUND);
    const left = refundableCents(payment);
    if (left === 0) throw conflict(payment.facts.succeededAt ? NOTHING_LEFT : NOT_REFUNDABLE);
    const refund: Omit<Refund, 'createdAt'> = {
      _id: `rq_${randomUUID()}`,
      paymentId: payment._id,
      payerId,
      ...(payment.creatorId ? { creatorId: payment.creatorId } : {}),
      purpose: payment.purpose,
      amountCents: left,
      currency: payment.currency,
      reason: request.reason,
      status: 'pending',
      source: 'user_request',
      requestedBy: payerId,
      openRequestFor: payment._id,
    };
    const audit = refundAudit(
      'refund.requested',
      { ...refund, createdAt: new Date() },
      { actorId: payerId, after: { status: 'pending' } },
      context,
    );
    const created = await this.refunds.create(refund, [audit]);
    if (!created) throw conflict(REQUEST_OPEN);
    return created;
  }
}
