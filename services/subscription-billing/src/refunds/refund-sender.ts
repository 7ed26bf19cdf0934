import { Inject, Injectable, Logger } from '@nestjs/common';
import { type RequestContext, SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { refundJournal } from '../payments/payment-journals';
import type { Payment } from '../payments/payment.schema';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentProcessor } from '../processor/payment-processor';
import { paymentRefundedEvent, refundAudit } from './refund-events';
import type { Refund } from './refund.schema';
import { RefundsRepository } from './refunds.repository';

export const NOTHING_LEFT = 'Nothing of this payment is left to refund';
export const NOT_REFUNDABLE = 'Only a successful, undisputed payment can be refunded';

const DAY_MS = 86_400_000;

type Payments = Pick<PaymentsRepository, 'findById' | 'reserveRefund' | 'releaseRefund'>;
type Refunds = Pick<RefundsRepository, 'move'>;
type Ledger = Pick<LedgerRepository, 'post'>;
type Processor = Pick<PaymentProcessor, 'refund'>;

/** What of a payment can still be refunded, in cents. */
export function refundableCents(payment: Payment): number {
  if (!payment.facts.succeededAt || payment.facts.disputedAt || payment.facts.refundedAt) return 0;
  return payment.amountCents - (payment.refundedCents ?? 0);
}

/**
 * Sends a refund an admin decided on. Its amount is first counted against the payment in one
 * conditional write, so what goes back never exceeds what was paid however many refunds run at
 * once; only the call that counted it asks the processor (idempotency key `refund:<refund>`),
 * posts its journal and marks it succeeded, with the payer's notice and the audit entry in that
 * same write. Whether access ends is the refund webhook's part: the processor reports a charge as
 * refunded only once all of it went back, and settlement then ends what it bought.
 */
@Injectable()
export class RefundSender {
  private readonly logger = new Logger(RefundSender.name);

  constructor(
    @Inject(PaymentsRepository) private readonly payments: Payments,
    @Inject(RefundsRepository) private readonly refunds: Refunds,
    @Inject(LedgerRepository) private readonly ledger: Ledger,
    @Inject(PaymentProcessor) private readonly processor: Processor,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<BillingConfig, 'EARNINGS_HOLD_DAYS'>,
  ) {}

  async send(refund: Refund, context?: RequestContext): Promise<Refund> {
    const actorId = refund.issuedBy ?? refund.requestedBy;
    const payment = await this.payments.findById(refund.paymentId);
    if (!payment) return refund;
    const counted = await this.payments.reserveRefund(payment, refund._id, refund.amountCents);
    if (!counted) {
      const latest = await this.payments.findById(payment._id);
      // Counted already: the call that counted it sends it.
      if (latest?.refundIds?.includes(refund._id)) return refund;
      return this.fail(
        refund,
        refundableCents(payment) > 0 ? NOTHING_LEFT : NOT_REFUNDABLE,
        actorId,
      );
    }
    const refundedBeforeCents = (counted.refundedCents ?? 0) - refund.amountCents;
    const refundedTotalCents = refundedBeforeCents + refund.amountCents;
    const whole = refundedBeforeCents === 0 && refund.amountCents === payment.amountCents;
    try {
      await this.processor.refund(
        processorPayment(payment),
        `refund:${refund._id}`,
        whole ? undefined : { amountCents: refund.amountCents, refundedTotalCents },
      );
    } catch (error) {
      this.logger.warn(`refund ${refund._id} refused by the processor: ${String(error)}`);
      await this.payments.releaseRefund(payment._id, refund._id, refund.amountCents);
      return this.fail(refund, 'The processor refused the refund', actorId);
    }
    const at = new Date();
    const paidAt = payment.facts.succeededAt ?? at;
    await this.ledger.post(
      refundJournal(
        payment,
        { id: refund._id, amountCents: refund.amountCents, refundedBeforeCents },
        at,
        new Date(paidAt.getTime() + this.config.EARNINGS_HOLD_DAYS * DAY_MS),
      ),
    );
    const full = refundedTotalCents >= payment.amountCents;
    const events = [
      paymentRefundedEvent(refund, full, at),
      refundAudit(
        'refund.issued',
        refund,
        {
          actorId,
          before: { refundedCents: refundedBeforeCents },
          after: { refundedCents: refundedTotalCents, status: 'succeeded' },
        },
        context,
      ),
    ];
    const sent = await this.refunds.move(
      refund._id,
      { status: 'pending' },
      {
        $set: { status: 'succeeded', settledAt: at, refundedBeforeCents },
        $unset: { openRequestFor: 1 },
      },
      events,
    );
    return sent ?? refund;
  }

  private async fail(refund: Refund, failureReason: string, actorId: string): Promise<Refund> {
    const failed = await this.refunds.move(
      refund._id,
      { status: 'pending' },
      {
        $set: { status: 'failed', failureReason, settledAt: new Date() },
        $unset: { openRequestFor: 1 },
      },
      [
        refundAudit('refund.issued', refund, {
          actorId,
          outcome: 'failure',
          after: { failureReason },
        }),
      ],
    );
    return failed ?? refund;
  }
}

function processorPayment(payment: Payment) {
  return {
    intentId: payment.intentId,
    paymentId: payment._id,
    amountCents: payment.amountCents,
    currency: payment.currency,
    processorMethodId: payment.processorMethodId,
  };
}
