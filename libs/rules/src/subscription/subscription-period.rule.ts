import { DAY_MS, toDate } from '../time';

export const SUBSCRIPTION_PERIOD_DAYS = 30;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired', 'past_due'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The part of a subscription the rules read; dates may arrive as ISO strings. */
export interface SubscriptionSnapshot {
  tierId: string;
  status: SubscriptionStatus;
  currentPeriodEnd?: Date | string | null;
}

export interface SubscriptionPeriod {
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

export interface CancellableSubscription {
  cancelAtPeriodEnd: boolean;
  canceledAt?: Date | null;
}

export function startSubscriptionPeriod(now: Date): SubscriptionPeriod {
  return {
    currentPeriodStart: new Date(now.getTime()),
    currentPeriodEnd: new Date(now.getTime() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS),
  };
}

/** Cancelling keeps access until the period ends; the status stays active until then. */
export function cancelAtPeriodEnd<T extends CancellableSubscription>(
  subscription: T,
  now: Date,
): T & { cancelAtPeriodEnd: true; canceledAt: Date } {
  return { ...subscription, cancelAtPeriodEnd: true, canceledAt: new Date(now.getTime()) };
}

export function resumeSubscription<T extends CancellableSubscription>(
  subscription: T,
): T & { cancelAtPeriodEnd: false; canceledAt: null } {
  return { ...subscription, cancelAtPeriodEnd: false, canceledAt: null };
}

/**
 * Only status 'active' counts (past_due does not). The period end is exclusive: at the exact
 * end instant the subscription is over. No end date means an open-ended plan such as the free
 * creator tier; an unparseable end date is treated as over.
 */
export function isSubscriptionActive(
  subscription: Pick<SubscriptionSnapshot, 'status' | 'currentPeriodEnd'> | null | undefined,
  now: Date,
): boolean {
  if (!subscription || subscription.status !== 'active') {
    return false;
  }
  if (subscription.currentPeriodEnd === undefined || subscription.currentPeriodEnd === null) {
    return true;
  }
  const end = toDate(subscription.currentPeriodEnd);
  return end !== null && end.getTime() > now.getTime();
}
