import { Inject, Injectable } from '@nestjs/common';
import type { InternalRefundDecision } from '@tessera/contracts';
import {
  conflict,
  forbidden,
  notFound,
  type RequestContext,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { refundAudit } from './refund-events';
import { RefundSender } from './refund-sender';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

export const REFUND_NOT_FOUND = 'Refund not found';
export const OWN_REFUND = 'A second admin must approve a refund you issued';
export const NOT_OPEN = 'This refund is not waiting for a decision';

type Refunds = Pick<RefundsRepository, 'findById' | 'move'>;
type Sender = Pick<RefundSender, 'send'>;

/**
 * An admin approves a refund that waits for one. A payer's request becomes the admin's refund:
 * sent at once up to the approval threshold, above it waiting for a second admin. A refund
 * waiting for that second approval is sent once an admin other than the one who issued it
 * approves. Each move is conditional on the state it leaves, so two admins at once move it once.
 */
@Injectable()
export class ApproveRefundUseCase {
  constructor(
    @Inject(RefundsRepository) private readonly refunds: Refunds,
    @Inject(RefundSender) private readonly sender: Sender,
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<BillingConfig, 'REFUND_APPROVAL_THRESHOLD_CENTS'>,
  ) {}

  async execute(
    refundId: string,
    { actorId, reason }: InternalRefundDecision,
    context?: RequestContext,
  ): Promise<Refund> {
    const refund = await this.refunds.findById(refundId);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (refund.status === 'awaiting_approval')
      return this.approve(refund, actorId, reason, context);
    if (refund.status === 'pending' && !refund.issuedBy) {
      return this.grant(refund, actorId, reason, context);
    }
    throw conflict(NOT_OPEN);
  }

  /** The second admin's approval: the money goes back. */
  private async approve(
    refund: Refund,
    actorId: string,
    reason: string | undefined,
    context?: RequestContext,
  ): Promise<Refund> {
    if (refund.issuedBy === actorId) throw forbidden(OWN_REFUND);
    const audit = refundAudit(
      'refund.approved',
      refund,
      {
        actorId,
        ...(reason ? { reason } : {}),
        before: { status: 'awaiting_approval' },
        after: { status: 'pending', approvedBy: actorId },
      },
      context,
    );
    const approved = await this.refunds.move(
      refund._id,
      { status: 'awaiting_approval', issuedBy: { $ne: actorId } },
      { $set: { status: 'pending', approvedBy: actorId } },
      [audit],
    );
    if (!approved) throw conflict(NOT_OPEN);
    return this.sender.send(approved, context);
  }

  /** An admin grants a payer's request, which becomes their refund. */
  private async grant(
    refund: Refund,
    actorId: string,
    reason: string | undefined,
    context?: RequestContext,
  ): Promise<Refund> {
    const needsApproval = refund.amountCents > this.config.REFUND_APPROVAL_THRESHOLD_CENTS;
    const events = needsApproval
      ? [
          refundAudit(
            'refund.approval_requested',
            refund,
            {
              actorId,
              ...(reason ? { reason } : {}),
              before: { status: 'pending' },
              after: { status: 'awaiting_approval', issuedBy: actorId },
            },
            context,
          ),
        ]
      : [];
    const granted = await this.refunds.move(
      refund._id,
      { status: 'pending', issuedBy: { $exists: false } },
      { $set: { issuedBy: actorId, ...(needsApproval ? { status: 'awaiting_approval' } : {}) } },
      events,
    );
    if (!granted) throw conflict(NOT_OPEN);
    return needsApproval ? granted : this.sender.send(granted, context);
  }
}
