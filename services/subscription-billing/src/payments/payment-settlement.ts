import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { LedgerRepository } from '../ledger/ledger.repository';
import { chargeJournals, reversalJournal } from './payment-journals';
import { PaymentOutcomes } from './payment-outcomes';
import type { Payment } from './payment.schema';

/**
 * Brings the ledger and the paying feature in line with a payment's facts. Everything it does is
 * keyed by the payment, so settling again, or after facts arrived in another order, posts and
 * grants nothing twice: a refund reported before the success still posts the charge, reverses it
 * and never grants.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly outcomes: PaymentOutcomes,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async settle(payment: Payment): Promise<void> {
    const { facts } = payment;
    const handler = this.outcomes.handlerOf(payment.purpose);
    const reversal = facts.disputedAt ? 'dispute' : facts.refundedAt ? 'refund' : null;
    const reversedAt = facts.disputedAt ?? facts.refundedAt;
    const paidAt = facts.succeededAt ?? reversedAt;
    if (paidAt) {
      await this.ledger.postAll(chargeJournals(payment, paidAt, this.config.EARNINGS_HOLD_DAYS));
    }
    if (reversal && reversedAt) {
      const earningAvailableAt = new Date(
        (paidAt ?? reversedAt).getTime() + this.config.EARNINGS_HOLD_DAYS * 86_400_000,
      );
      // Refunds issued here post a journal each as they go; only one made at the processor alone
      // is posted from its webhook. A dispute moves money when it is decided (see disputes).
      if (reversal === 'refund' && !payment.refundedCents) {
        await this.ledger.post(reversalJournal(payment, reversal, reversedAt, earningAvailableAt));
      }
      await handler.reversed(payment, reversal);
    } else if (facts.succeededAt) {
      await handler.succeeded(payment);
    } else if (facts.failedAt) {
      await handler.failed(payment);
    }
  }
}
