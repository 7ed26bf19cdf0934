import { Inject, Injectable } from '@nestjs/common';
import type { InternalRefundDecision } from '@tessera/contracts';
import { badRequest, conflict, notFound, type RequestContext } from '@tessera/platform';
import { NOT_OPEN, REFUND_NOT_FOUND } from './approve-refund.usecase';
import { refundAudit } from './refund-events';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

type Refunds = Pick<RefundsRepository, 'findById' | 'move'>;

/**
 * An admin turns down a payer's request or a refund waiting for approval, with a reason; no money
 * moves. A payer whose request was turned down may ask again.
 */
@Injectable()
export class RejectRefundUseCase {
  constructor(@Inject(RefundsRepository) private readonly refunds: Refunds) {}

  async execute(
    refundId: string,
    { actorId, reason }: InternalRefundDecision,
    context?: RequestContext,
  ): Promise<Refund> {
    if (!reason) throw badRequest('Say why the refund is rejected');
    const refund = await this.refunds.findById(refundId);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    const open =
      refund.status === 'awaiting_approval' || (refund.status === 'pending' && !refund.issuedBy);
    if (!open) throw conflict(NOT_OPEN);
    const audit = refundAudit(
      'refund.rejected',
      refund,
      { actorId, reason, before: { status: refund.status }, after: { status: 'rejected' } },
      context,
    );
    const rejected = await this.refunds.move(
      refund._id,
      {
        status: refund.status,
        ...(refund.status === 'pending' ? { issuedBy: { $exists: false } } : {}),
      },
      {
        $set: {
          status: 'rejected',
          rejectedBy: actorId,
          rejectionReason: reason,
          settledAt: new Date(),
        },
        $unset: { openRequestFor: 1 },
      },
      [audit],
    );
    if (!rejected) throw conflict(NOT_OPEN);
    return rejected;
  }
}
