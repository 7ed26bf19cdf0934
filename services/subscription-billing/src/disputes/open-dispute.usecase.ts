import { Inject, Injectable } from '@nestjs/common';
import { buildAuditEvent, SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentSettlement } from '../payments/payment-settlement';
import type { Payment } from '../payments/payment.schema';
import { disputeReserveJournal } from './dispute-journals';
import { earningTimingOf } from './dispute-timing';
import { DisputesRepository } from './disputes.repository';

/** A dispute as the processor reports it opened. */
export interface ReportedDispute {
  id: string;
  reason: string;
  amountCents: number;
  currency: string;
  dueBy: Date;
  openedAt: Date;
}

type Disputes = Pick<DisputesRepository, 'open'>;
type Ledger = Pick<LedgerRepository, 'post'>;
type Settlement = Pick<PaymentSettlement, 'settle'>;

/**
 * The processor reports a payment disputed (its `disputedAt` fact already recorded): the dispute
 * is stored with its `dispute.opened` audit entry in one write, the creator's earning of the
 * payment goes into their dispute reserve, and the payment is settled again, which ends what it
 * paid for by the rule every reversal follows (a subscription ends and stops renewing, an unlock
 * is revoked). Each step is keyed by the dispute or the payment, so a repeat changes nothing.
 */
@Injectable()
export class OpenDisputeUseCase {
  constructor(
    @Inject(DisputesRepository) private readonly disputes: Disputes,
    @Inject(LedgerRepository) private readonly ledger: Ledger,
    @Inject(PaymentSettlement) private readonly settlement: Settlement,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** True when this call opened the dispute, false when it was open already. */
  async execute(payment: Payment, reported: ReportedDispute): Promise<boolean> {
    const audit = buildAuditEvent('subscription-billing', {
      action: 'dispute.opened',
      outcome: 'success',
      userId: payment.payerId,
      resource: 'dispute',
      resourceId: reported.id,
      details: {
        paymentId: payment._id,
        creatorId: payment.creatorId ?? null,
        amountCents: reported.amountCents,
        currency: reported.currency,
        reason: reported.reason,
        dueBy: reported.dueBy.toISOString(),
      },
      after: { status: 'needs_response' },
    });
    const opened = await this.disputes.open(
      {
        _id: reported.id,
        paymentId: payment._id,
        payerId: payment.payerId,
        ...(payment.creatorId ? { creatorId: payment.creatorId } : {}),
        amountCents: reported.amountCents,
        currency: reported.currency,
        reason: reported.reason,
        status: 'needs_response',
        dueBy: reported.dueBy,
        openedAt: reported.openedAt,
      },
      [audit],
    );
    const timing = earningTimingOf(payment, reported.openedAt, this.config.EARNINGS_HOLD_DAYS);
    const reserve = disputeReserveJournal(payment, reported.openedAt, timing);
    if (reserve) await this.ledger.post(reserve);
    await this.settlement.settle(payment);
    return opened;
  }
}
