import { Inject, Injectable } from '@nestjs/common';
import { buildAuditEvent, SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { disputeOutcomeJournals } from './dispute-journals';
import type { Dispute } from './dispute.schema';
import { earningTimingOf } from './dispute-timing';
import { DisputesRepository } from './disputes.repository';

/** The processor reports a dispute decided before reporting it opened: it asks again later. */
export class DisputeNotYetKnownError extends Error {}

type Disputes = Pick<DisputesRepository, 'findById' | 'close'>;
type Ledger = Pick<LedgerRepository, 'postAll'>;
type Payments = Pick<PaymentsRepository, 'findById'>;

/**
 * The bank decided a dispute: its status and the `dispute.closed` audit entry are one write, then
 * the outcome is posted to the ledger (won: the reserve goes back to the creator; lost: that too,
 * and the payment is reversed by its split). The journals follow the stored outcome and are keyed
 * by the payment, so a repeat, or a retry after a crash between the two, posts each once.
 */
@Injectable()
export class CloseDisputeUseCase {
  constructor(
    @Inject(DisputesRepository) private readonly disputes: Disputes,
    @Inject(PaymentsRepository) private readonly payments: Payments,
    @Inject(LedgerRepository) private readonly ledger: Ledger,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async execute(disputeId: string, outcome: 'won' | 'lost', at: Date): Promise<Dispute> {
    const found = await this.disputes.findById(disputeId);
    if (!found) throw new DisputeNotYetKnownError(`dispute ${disputeId} not opened yet`);
    const audit = buildAuditEvent('subscription-billing', {
      action: 'dispute.closed',
      outcome: 'success',
      userId: found.payerId,
      resource: 'dispute',
      resourceId: disputeId,
      details: {
        paymentId: found.paymentId,
        creatorId: found.creatorId ?? null,
        amountCents: found.amountCents,
        currency: found.currency,
      },
      before: { status: found.status },
      after: { status: outcome },
    });
    const dispute =
      (await this.disputes.close(disputeId, outcome, at, [audit])) ??
      ((await this.disputes.findById(disputeId)) as Dispute);
    const payment = await this.payments.findById(dispute.paymentId);
    if (payment && dispute.outcome && dispute.closedAt) {
      const timing = earningTimingOf(payment, dispute.openedAt, this.config.EARNINGS_HOLD_DAYS);
      await this.ledger.postAll(
        disputeOutcomeJournals(payment, dispute.outcome, dispute.closedAt, timing),
      );
    }
    return dispute;
  }
}
