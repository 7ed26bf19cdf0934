import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PaymentPurpose } from '@tessera/contracts';
import type { Payment } from '../payments/payment.schema';
import { type PaymentOutcomeHandler, PaymentOutcomes } from '../payments/payment-outcomes';
import { PaymentsService } from '../payments/payments.service';
import { SubscriptionTerms } from './subscription-terms';
import { paymentFailed, paymentReversed, paymentSucceeded } from './subscription-transitions';
import { SubscriptionWriter } from './subscription-writer';

/**
 * Moves subscriptions as their payments settle. Each payment is applied once (its id is recorded
 * in the same write), so a redelivered webhook changes and publishes nothing again; a reversal
 * reported first closes the subscription before anything was granted. A success that pays for
 * nothing pending (superseded, or a renewal given up on) is refunded.
 */
@Injectable()
export class SubscriptionOutcomes implements PaymentOutcomeHandler, OnModuleInit {
  readonly purposes: readonly PaymentPurpose[] = ['platform_plan', 'creator_subscription'];
  private readonly logger = new Logger(SubscriptionOutcomes.name);

  constructor(
    private readonly outcomes: PaymentOutcomes,
    private readonly writer: SubscriptionWriter,
    private readonly terms: SubscriptionTerms,
    private readonly payments: PaymentsService,
  ) {}

  onModuleInit(): void {
    this.outcomes.register(this);
  }

  async succeeded(payment: Payment): Promise<void> {
    const result = await this.apply(payment, (subscription) =>
      paymentSucceeded(subscription, payment, new Date(), this.terms),
    );
    // Recorded as unclaimed in the same write, so a redelivery after a crash still refunds it.
    const unclaimed = result?.subscription.unclaimedPaymentIds?.includes(payment._id);
    if (unclaimed && !payment.facts.refundedAt) {
      this.logger.warn(`payment ${payment._id} succeeded for nothing pending: refunding it`);
      await this.payments.refundUnclaimed(payment);
    }
  }

  async failed(payment: Payment): Promise<void> {
    await this.apply(payment, (subscription) =>
      paymentFailed(subscription, payment, new Date(), this.terms),
    );
  }

  async reversed(payment: Payment, kind: 'refund' | 'dispute'): Promise<void> {
    await this.apply(payment, (subscription) =>
      paymentReversed(subscription, payment, kind, new Date()),
    );
  }

  private async apply(payment: Payment, decide: Parameters<SubscriptionWriter['change']>[1]) {
    if (!payment.subscriptionId) {
      this.logger.warn(`subscription payment ${payment._id} names no subscription`);
      return null;
    }
    const result = await this.writer.change(payment.subscriptionId, decide);
    if (!result) this.logger.warn(`payment ${payment._id} is for an unknown subscription`);
    return result;
  }
}
