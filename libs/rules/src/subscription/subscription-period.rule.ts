import { toDate } from '../time';

export const SUBSCRIPTION_PERIOD_DAYS = 30;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired', 'past_due'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The part of a subscription the rules read; dates may arrive as ISO strings. */
export interface SubscriptionSnapshot {
  tierId: string;
  status: SubscriptionStatus;
  currentPeriodEnd?: Date | string | null;
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
