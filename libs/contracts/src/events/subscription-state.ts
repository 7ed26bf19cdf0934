import type { TypedEvent } from './event-catalog';

export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created',
  'subscription.renewed',
  'subscription.updated',
  'subscription.canceled',
  'subscription.expired',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];
export type SubscriptionEvent = TypedEvent<SubscriptionEventType>;

/** The whole state of a subscription as one of its lifecycle events reports it. */
export interface SubscriptionState {
  subscriptionId: string;
  subscriberId: string;
  /** Absent for a platform plan. */
  creatorId?: string;
  tierId: string;
  status: 'active' | 'canceled' | 'expired' | 'past_due';
  currentPeriodEnd: Date;
  /** When the state took effect; a consumer keeps the newest. */
  changedAt: Date;
}

/**
 * One subscription's state as a subscriber's read model keeps it: filed under the creator's id, or
 * as the subscriber's platform plan, so neither id is repeated inside.
 */
export type HeldSubscriptionState = Omit<SubscriptionState, 'subscriberId' | 'creatorId'>;

/**
 * Reads any subscription lifecycle event as the state it reports, so every consumer orders and
 * applies them alike: a creation takes effect at its period start, and an expiry ends access at once
 * whatever status it names.
 */
export function subscriptionStateOf({ type, data }: SubscriptionEvent): SubscriptionState {
  return {
    subscriptionId: data.subscriptionId,
    subscriberId: data.subscriberId,
    ...(data.creatorId ? { creatorId: data.creatorId } : {}),
    tierId: data.tierId,
    status: type === 'subscription.expired' ? 'expired' : data.status,
    currentPeriodEnd: new Date(data.currentPeriodEnd),
    changedAt: new Date('changedAt' in data ? data.changedAt : data.currentPeriodStart),
  };
}
