import { Injectable } from '@nestjs/common';
import type { DisputeEvidencePack } from '@tessera/contracts';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { Dispute } from './dispute.schema';
import { assembleEvidencePack } from './evidence-pack';

/** Reads what billing knows of the disputing fan's access and assembles the evidence pack. */
@Injectable()
export class EvidencePackGatherer {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  async gather(dispute: Dispute, now = new Date()): Promise<DisputeEvidencePack> {
    const payment = await this.payments.findById(dispute.paymentId);
    if (!payment)
      throw new Error(`dispute ${dispute._id} names unknown payment ${dispute.paymentId}`);
    const [subscription, charges] = await Promise.all([
      payment.subscriptionId ? this.subscriptions.findById(payment.subscriptionId) : null,
      this.ledger.journalsOfPayer(payment.payerId, ['charge']),
    ]);
    return assembleEvidencePack({ payment, subscription, charges, now });
  }
}
