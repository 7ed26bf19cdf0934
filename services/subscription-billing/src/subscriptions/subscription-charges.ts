import { ConflictException, Injectable } from '@nestjs/common';
import { type ChargeRequest, PaymentsService } from '../payments/payments.service';
import type { Payment } from '../payments/payment.schema';
import { CreatorFees } from '../plans/creator-fees';
import type { PendingCharge, Subscription } from './subscription.schema';
import { SubscriptionWriter } from './subscription-writer';

export const CHARGE_IN_PROGRESS = 'A payment for this subscription is already in progress';

export type ChargeTerms = Omit<PendingCharge, 'startedAt' | 'paymentId'>;

export interface StartedCharge {
  subscription: Subscription;
  payment: Payment;
}

/**
 * Starts the charge a subscription waits for. The claim comes first, so the webhook of a payment
 * stored a moment later already finds what it pays for; a charge that cannot start (no card, not
 * the payer's card) withdraws its claim and the error reaches the caller.
 */
@Injectable()
export class SubscriptionCharges {
  constructor(
    private readonly writer: SubscriptionWriter,
    private readonly payments: PaymentsService,
    private readonly fees: CreatorFees,
  ) {}

  async start(
    subscription: Subscription,
    terms: ChargeTerms,
    method: ChargeRequest['method'],
    options: { idempotencyKey?: string; nextActionAt?: Date } = {},
  ): Promise<StartedCharge> {
    const startedAt = new Date();
    const claimed = await this.writer.change(subscription._id, (current) => {
      // A renewal in flight is never replaced; a payer's own earlier attempt is.
      if (current.charge?.kind === 'renewal') throw new ConflictException(CHARGE_IN_PROGRESS);
      return {
        set: {
          charge: { ...terms, startedAt },
          ...(options.nextActionAt ? { nextActionAt: options.nextActionAt } : {}),
        },
      };
    });
    const current = claimed?.subscription ?? subscription;
    let payment: Payment;
    try {
      payment = await this.payments.charge(await this.requestFor(current, terms, method, options));
    } catch (error) {
      await this.writer.change(subscription._id, (now) =>
        now.charge?.startedAt.getTime() === startedAt.getTime() ? { set: { charge: null } } : null,
      );
      throw error;
    }
    const recorded = await this.writer.change(subscription._id, (now) =>
      now.charge?.startedAt.getTime() === startedAt.getTime() && !now.charge.paymentId
        ? {
            set: {
              charge: { ...now.charge, paymentId: payment._id },
              paymentMethodId: payment.paymentMethodId ?? now.paymentMethodId,
            },
          }
        : null,
    );
    return { subscription: recorded?.subscription ?? current, payment };
  }

  private async requestFor(
    subscription: Subscription,
    terms: ChargeTerms,
    method: ChargeRequest['method'],
    options: { idempotencyKey?: string },
  ): Promise<ChargeRequest> {
    const creatorId = subscription.creatorId;
    return {
      purpose: creatorId ? 'creator_subscription' : 'platform_plan',
      payerId: subscription.subscriberId,
      amountCents: terms.priceCents,
      currency: terms.currency,
      platformFeePercent: creatorId ? await this.fees.platformFeePercentOf(creatorId) : 0,
      creatorId,
      tierId: terms.tierId,
      billingPeriod: terms.billingPeriod,
      subscriptionId: subscription._id,
      description: `${terms.tierName} (${terms.kind.replace('_', ' ')})`,
      method,
      idempotencyKey: options.idempotencyKey,
    };
  }
}
