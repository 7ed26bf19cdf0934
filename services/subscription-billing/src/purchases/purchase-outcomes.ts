import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PaymentPurpose } from '@tessera/contracts';
import type { Payment } from '../payments/payment.schema';
import { type PaymentOutcomeHandler, PaymentOutcomes } from '../payments/payment-outcomes';
import { purchaseEvent } from './purchase-event.builder';
import type { Purchase } from './purchase.schema';
import { PurchasesRepository } from './purchases.repository';
import { UnlockClaimsRepository } from './unlock-claims.repository';

/**
 * Grants and revokes tips and unlocks as their payments settle. Each move is a compare-and-set on
 * the purchase's state carrying its event, so a redelivered webhook moves nothing and publishes
 * nothing again; a reversal that comes first leaves nothing to grant afterwards.
 */
@Injectable()
export class PurchaseOutcomes implements PaymentOutcomeHandler, OnModuleInit {
  readonly purposes: readonly PaymentPurpose[] = ['tip', 'unlock'];

  constructor(
    private readonly outcomes: PaymentOutcomes,
    private readonly purchases: PurchasesRepository,
    private readonly claims: UnlockClaimsRepository,
  ) {}

  onModuleInit(): void {
    this.outcomes.register(this);
  }

  async succeeded(payment: Payment): Promise<void> {
    const purchase = await this.purchaseOf(payment);
    if (purchase.state === 'pending') {
      await this.purchases.move(purchase._id, 'pending', 'granted', [
        purchaseEvent(purchase, false, new Date()),
      ]);
    }
    const claimItemId = purchase.messageId ? `message:${purchase.messageId}` : purchase.contentId;
    if (purchase.kind === 'unlock' && claimItemId && purchase.state !== 'revoked') {
      const now = await this.purchases.findById(purchase._id);
      if (now?.state === 'granted') {
        await this.claims.recordPayment(now.payerId, claimItemId, now._id);
      }
    }
  }

  async failed(payment: Payment): Promise<void> {
    const purchase = await this.purchaseOf(payment);
    if (purchase.state === 'pending')
      await this.purchases.move(purchase._id, 'pending', 'failed', []);
  }

  async reversed(payment: Payment): Promise<void> {
    // A success handled at the same moment may move the purchase between the read and the write;
    // the move then fails and the new state is read again. States only advance, so this ends.
    for (;;) {
      const purchase = await this.purchaseOf(payment);
      if (purchase.state === 'revoked') return;
      // Never granted: nothing was published, so nothing needs revoking.
      const events =
        purchase.state === 'granted' ? [purchaseEvent(purchase, true, new Date())] : [];
      if (await this.purchases.move(purchase._id, purchase.state, 'revoked', events)) return;
    }
  }

  private purchaseOf(payment: Payment): Promise<Purchase> {
    if (!payment.creatorId) throw new Error(`payment ${payment._id} has no creator`);
    return this.purchases.ensure({
      _id: payment._id,
      kind: payment.purpose === 'tip' ? 'tip' : 'unlock',
      payerId: payment.payerId,
      creatorId: payment.creatorId,
      contentId: payment.contentId,
      messageId: payment.messageId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      message: payment.note ?? '',
    });
  }
}
