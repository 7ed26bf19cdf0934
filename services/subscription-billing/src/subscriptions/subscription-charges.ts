import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type ChargeRequest, PaymentsService } from '../payments/payments.service';
import type { Payment } from '../payments/payment.schema';
import { CreatorFees } from './creator-fees';
import type { PendingCharge, Subscription } from './subscription.schema';
import { alreadyHeldMessage, claimToJoin, initialChargeTooLate } from './subscription-claims';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';

export const CHARGE_IN_PROGRESS = 'A payment for this subscription is already in progress';

export type ChargeTerms = Omit<PendingCharge, 'startedAt' | 'paymentId'>;

export interface StartedCharge {
  subscription: Subscription;
  payment: Payment;
}

export interface ChargeOptions {
  /** The processor's idempotency key; without one, `payment:<id>`. */
  idempotencyKey?: string;
  /** The payment's id, chosen by the purchase's key; without one, a new id. */
  paymentId?: string;
  nextActionAt?: Date;
}

/** Claims that changed hands while a request waited for them before it gives up. */
const MAX_JOIN_ROUNDS = 5;

/**
 * Starts the charge a subscription waits for. The claim comes first and already names the payment
 * about to be created, so that payment's webhook, however early, finds what it pays for, and no
 * second write is needed once it is stored. One charge at a time: a request for what the claim in
 * flight already buys answers that claim's payment; a request for something else supersedes it,
 * and the superseded payment is cancelled at the processor (refunded if it succeeds anyway). A
 * charge that cannot start (no card, not the payer's card) withdraws its claim and the error
 * reaches the caller.
 */
@Injectable()
export class SubscriptionCharges {
  constructor(
    private readonly writer: SubscriptionWriter,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly payments: PaymentsService,
    private readonly fees: CreatorFees,
  ) {}

  /** A claim for a charge not started yet; a new subscription is created holding it. */
  newClaim(terms: ChargeTerms, paymentId: string = randomUUID()): PendingCharge {
    return { ...terms, startedAt: new Date(), paymentId };
  }

  async start(
    subscription: Subscription,
    terms: ChargeTerms,
    method: ChargeRequest['method'],
    options: ChargeOptions = {},
  ): Promise<StartedCharge> {
    for (let round = 0; round < MAX_JOIN_ROUNDS; round += 1) {
      const claim = this.newClaim(terms, options.paymentId);
      const now = new Date();
      const claimed = await this.writer.change(subscription._id, (current) => {
        // A renewal in flight is never replaced; a payer's own earlier attempt is.
        if (current.charge?.kind === 'renewal') throw new ConflictException(CHARGE_IN_PROGRESS);
        if (initialChargeTooLate(current, claim)) {
          throw new ConflictException(alreadyHeldMessage(current));
        }
        if (claimToJoin(current, claim, now)) return null;
        return {
          set: {
            charge: claim,
            ...(options.nextActionAt ? { nextActionAt: options.nextActionAt } : {}),
          },
        };
      });
      const latest = claimed?.subscription ?? subscription;
      const held = latest.charge;
      if (!held?.paymentId || held.paymentId === claim.paymentId) {
        const superseded = claimed?.changed ? claimed.before.charge?.paymentId : undefined;
        if (superseded && superseded !== claim.paymentId) await this.payments.supersede(superseded);
        return this.charge(latest, claim, method, options);
      }
      // The same purchase is being charged by another request: answer its payment.
      const heldPaymentId = held.paymentId;
      const payment = await this.payments.awaitPayment(heldPaymentId, async () => {
        const now = await this.subscriptions.findById(subscription._id);
        return now?.charge?.paymentId === heldPaymentId;
      });
      if (payment) return { subscription: latest, payment };
    }
    throw new ConflictException(CHARGE_IN_PROGRESS);
  }

  /** Charges for a claim the subscription already holds. */
  async charge(
    subscription: Subscription,
    claim: PendingCharge,
    method: ChargeRequest['method'],
    options: ChargeOptions = {},
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
    options: ChargeOptions,
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
