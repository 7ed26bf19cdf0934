import { HttpException, Injectable } from '@nestjs/common';
import type { JobProcessor } from '@tessera/platform';
import { isWithdrawn, UserDirectory } from '../directory/user-directory';
import { OfferReads } from '../offers/offer-reads';
import type { Job, Queue } from 'bullmq';
import type { DueEntry } from '../subscriptions/renewal-slots';
import { planRenewal } from './bundle-renewal';
import type { Subscription } from '../subscriptions/subscription.schema';
import { SubscriptionCharges } from '../subscriptions/subscription-charges';
import { SubscriptionTerms } from '../subscriptions/subscription-terms';
import { end, renewalFailed, renewFree } from '../subscriptions/subscription-transitions';
import { SubscriptionWriter } from '../subscriptions/subscription-writer';
import type { SubscriptionChange } from '../subscriptions/subscriptions.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

export const RENEWALS_QUEUE = 'renewals';

export interface RenewalJobData {
  subscriptionId: string;
  /** The `nextActionAt` this job was queued for; any other means the step was taken or moved. */
  dueMs: number;
}

/** Jobs queued per call to Redis. */
const BULK_SIZE = 1_000;

/**
 * Queues one delayed job per due step, in bulk. The job id names the subscription and the step's
 * time, so a step found by both the slot sweep and the recovery search is queued once.
 */
export async function queueRenewalSteps(
  renewals: Queue<RenewalJobData>,
  entries: DueEntry[],
): Promise<void> {
  for (let from = 0; from < entries.length; from += BULK_SIZE) {
    const now = Date.now();
    await renewals.addBulk(
      entries.slice(from, from + BULK_SIZE).map((entry) => ({
        name: 'renew',
        data: entry,
        opts: {
          jobId: `renew-${entry.subscriptionId}-${entry.dueMs}`,
          delay: Math.max(0, entry.dueMs - now),
        },
      })),
    );
  }
}

/**
 * How long a renewal charge may go without an outcome before it counts as failed. Off-session
 * charges settle in seconds; this only catches an outcome that never arrives.
 */
export const CHARGE_OUTCOME_WAIT_MS = 3_600_000;

/**
 * One due step of one subscription: renew (charging its saved card off-session), retry a failed
 * renewal, or end it. A job is queued per subscription and step time, and the step runs only
 * while the subscription still waits for exactly that time, so a job run twice acts once; the
 * charge's idempotency key names the period and attempt, so the processor charges once too.
 */
@Injectable()
export class RenewalJob implements JobProcessor<RenewalJobData, string> {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
    private readonly charges: SubscriptionCharges,
    private readonly terms: SubscriptionTerms,
    private readonly directory: UserDirectory,
    private readonly offers: OfferReads,
  ) {}

  async process(job: Job<RenewalJobData, string>): Promise<string> {
    const { subscriptionId, dueMs } = job.data;
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || subscription.nextActionAt?.getTime() !== dueMs) return 'stale';
    const now = new Date();
    if (subscription.charge?.kind === 'renewal') {
      await this.step(subscription, (current) => renewalFailed(current, now, this.terms));
      return 'charge outcome never came';
    }
    const lapsed = subscription.status === 'past_due';
    if (subscription.status !== 'active' && !lapsed) return 'not renewable';
    if (subscription.cancelAtPeriodEnd) {
      await this.step(subscription, (current) => end(current, 'period_ended', now));
      return 'ended';
    }
    // A suspended or banned creator is paid nothing more: the period already paid for runs out.
    if (subscription.creatorId && isWithdrawn(await this.directory.find(subscription.creatorId))) {
      await this.step(subscription, (current) => end(current, 'creator_unavailable', now));
      return 'creator unavailable';
    }
    if (subscription.priceCents === 0) {
      await this.step(subscription, (current) => renewFree(current, now, this.terms));
      return 'renewed free';
    }
    return this.charge(subscription, now);
  }

  private async charge(subscription: Subscription, now: Date): Promise<string> {
    // A bundle renews against what the creator sells of its tier now.
    const bundled = subscription.bundle || subscription.pendingPrice?.bundle;
    const tier = bundled ? await this.offers.tierOnSale(subscription.tierId) : null;
    const plan = planRenewal(subscription, tier, now, this.terms);
    if (plan.notice) {
      await this.step(
        subscription,
        (current) => planRenewal(current, tier, now, this.terms).notice,
      );
    }
    const key = [
      'renewal',
      subscription._id,
      subscription.currentPeriodEnd.getTime(),
      subscription.renewalFailures,
    ].join('-');
    try {
      await this.charges.start(
        subscription,
        {
          kind: 'renewal',
          tierId: subscription.tierId,
          tierName: subscription.tierName,
          priceCents: plan.charge.priceCents,
          bundle: plan.charge.bundle,
          currency: subscription.currency,
          billingPeriod: subscription.billingPeriod,
        },
        {
          kind: 'saved',
          paymentMethodId: subscription.paymentMethodId ?? undefined,
          offSession: true,
        },
        { idempotencyKey: key, nextActionAt: new Date(now.getTime() + CHARGE_OUTCOME_WAIT_MS) },
      );
      return 'charging';
    } catch (error) {
      // No card left, or the saved one was removed: a failed attempt like a declined one.
      if (error instanceof HttpException && error.getStatus() < 500) {
        await this.step(subscription, (current) => renewalFailed(current, now, this.terms));
        return 'no payment method';
      }
      throw error;
    }
  }

  /** Applies a step only while the subscription still waits for this job's time. */
  private async step(
    subscription: Subscription,
    change: (current: Subscription) => SubscriptionChange | null,
  ): Promise<void> {
    const dueMs = subscription.nextActionAt?.getTime();
    await this.writer.change(subscription._id, (current) =>
      current.nextActionAt?.getTime() === dueMs ? change(current) : null,
    );
  }
}
