import { randomUUID } from 'node:crypto';
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
 * Starts the charge a subscription waits for. The claim comes first and already names the payment
 * about to be created, so that payment's webhook, however early, finds what it pays for, and no
 * second write is needed once it is stored. A charge that cannot start (no card, not the payer's
 * card) withdraws its claim and the error reaches the caller.
 */
@Injectable()
export class SubscriptionCharges {
  constructor(
    private readonly writer: SubscriptionWriter,
    private readonly payments: PaymentsService,
    private readonly fees: CreatorFees,
  ) {}

  /** A claim for a charge not started yet; a new subscription is created holding it. */
  newClaim(terms: ChargeTerms): PendingCharge {
    return { ...terms, startedAt: new Date(), paymentId: randomUUID() };
  }

  async start(
    subscription: Subscription,
    terms: ChargeTerms,
    method: ChargeRequest['method'],
    options: { idempotencyKey?: string; nextActionAt?: Date } = {},
  ): Promise<StartedCharge> {
    const claim = this.newClaim(terms);
    const claimed = await this.writer.change(subscription._id, (current) => {
      // A renewal in flight is never replaced; a payer's own earlier attempt is.
      if (current.charge?.kind === 'renewal') throw new ConflictException(CHARGE_IN_PROGRESS);
      return {
        set: {
          charge: claim,
          ...(options.nextActionAt ? { nextActionAt: options.nextActionAt } : {}),
        },
      };
    });
    return this.charge(claimed?.subscription ?? subscription, claim, method, options);
  }

  /** Charges for a claim the subscription already holds. */
  async charge(
    subscription: Subscription,
    claim: PendingCharge,
    method: ChargeRequest['method'],
    options: { idempotencyKey?: string } = {},
  ): Promise<StartedCharge> {
    try {
      const request = await this.requestFor(subscription, claim, method, options);
      const payment = await this.payments.charge({ ...request, paymentId: claim.paymentId });
      return { subscription, payment };
    } catch (error) {
      await this.writer.change(subscription._id, (now) =>
        now.charge?.paymentId === claim.paymentId ? { set: { charge: null } } : null,
      );
      throw error;
    }
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
